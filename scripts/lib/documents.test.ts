import { describe, expect, it } from 'vitest';
import {
  assembleDocument,
  chunksBeyondEntry,
  parseTemplate,
  type DocumentParts,
} from './documents';

const TEMPLATE = parseTemplate(
  '<head><title>Khaya</title><meta name="description" content="Site" /><!--boot-theme-->' +
    '<script type="module" crossorigin src="/assets/index.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/utils.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/index.css"><!--app-config--></head>' +
    '<body><div id="root"></div></body>',
);
const BOOT = {
  theme: 'THEME()',
  'signed-out-view': 'SIGNED_OUT()',
  'after-first-paint': 'LOAD()',
  'first-view-check': 'CHECK()',
};
const parts = (more: Partial<DocumentParts>): DocumentParts => ({
  title: 'Sign In · Khaya',
  description: 'Sign in to Khaya.',
  markup: '<main>Page</main>',
  kind: 'whole',
  css: '.all{color:blue}',
  stylesheetLater: false,
  preloads: [],
  boot: BOOT,
  ...more,
});
const assetsOf = (html: string): Record<string, unknown> =>
  JSON.parse(
    /<script type="application\/json" id="page-assets">(.*?)<\/script>/.exec(html)?.[1] ?? '',
  ) as Record<string, unknown>;

describe('page chunks', () => {
  it("lists a module's own chunks and leaves out what the entry already loads", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_utils.js'] },
      '_utils.js': { file: 'assets/utils.js' },
      '_form.js': { file: 'assets/form.js', imports: ['_utils.js'] },
      'pages/login.tsx': { file: 'assets/login.js', imports: ['_form.js', '_utils.js'] },
    };
    expect(chunksBeyondEntry(manifest, 'pages/login.tsx')).toEqual([
      'assets/login.js',
      'assets/form.js',
    ]);
    expect(chunksBeyondEntry(manifest, null)).toEqual([]);
  });

  it('finds a module the bundler put into a shared chunk of its name, and refuses one it cannot find', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_web-1.js'] },
      '_web-1.js': { file: 'assets/web-1.js', name: 'web' },
      '_gate-2.js': { file: 'assets/gate-2.js', name: 'gate', imports: ['_web-1.js', '_x-3.js'] },
      '_x-3.js': { file: 'assets/x-3.js', name: 'x' },
    };
    expect(chunksBeyondEntry(manifest, 'features/auth/gate.tsx')).toEqual([
      'assets/gate-2.js',
      'assets/x-3.js',
    ]);
    expect(() => chunksBeyondEntry(manifest, 'features/auth/missing.tsx')).toThrow(
      /No chunk of features\/auth\/missing.tsx/,
    );
  });
});

describe('documents', () => {
  it('paints from the HTML alone and asks for the scripts after the first paint', () => {
    const html = assembleDocument(TEMPLATE, parts({ preloads: ['assets/login.js'] }));
    expect(html).toContain('<title>Sign In · Khaya</title>');
    expect(html).toContain('<meta name="description" content="Sign in to Khaya." />');
    expect(html).toContain('<script>THEME()</script>');
    expect(html).toContain('<style>.all{color:blue}</style>');
    expect(html).toContain('<div id="root"><main>Page</main></div>');
    expect(html).not.toMatch(/<link rel="(stylesheet|modulepreload)"|<script type="module"/);
    expect(html).toMatch(/<\/script><script>LOAD\(\)<\/script><\/body>/);
    expect(assetsOf(html)).toEqual({
      css: null,
      script: '/assets/index.js',
      preloads: ['/assets/utils.js', '/assets/login.js'],
    });
    expect(html).toContain('<!--app-config-->'); // the server's to fill
  });

  it('asks for the stylesheet after the paint when only the critical CSS is inline', () => {
    const html = assembleDocument(TEMPLATE, parts({ stylesheetLater: true, css: '.home{}' }));
    expect(assetsOf(html).css).toBe('/assets/index.css');
    expect(html).toContain('<style>.home{}</style>');
  });

  it("marks a shell for the app to replace, with a signed-in page's sign-in view", () => {
    const html = assembleDocument(
      TEMPLATE,
      parts({
        kind: 'shell',
        markup: '<main aria-busy="true"></main>',
        signedOut: '<main>In</main>',
      }),
    );
    expect(html).toContain(
      '<div id="root" data-shell=""><main aria-busy="true"></main></div>' +
        '<template id="signed-out-view"><main>In</main></template><script>SIGNED_OUT()</script>',
    );
    expect(assembleDocument(TEMPLATE, parts({ kind: 'shell' }))).not.toContain('signed-out-view');
  });

  it("fetches a page's first data with the document", () => {
    const html = assembleDocument(TEMPLATE, parts({ prefetch: '/api/providers?limit=12' }));
    expect(html).toContain(
      '<link rel="preload" href="/api/providers?limit=12" as="fetch" crossorigin="anonymous"></head>',
    );
  });

  it('cannot be broken out of by a title, the CSS or an asset name', () => {
    const html = assembleDocument(
      { ...TEMPLATE, entry: { ...TEMPLATE.entry, src: '/</script><script>alert(1)//.js' } },
      parts({
        title: '</title><script>alert(1)</script>',
        description: '"><script>alert(1)</script>',
        css: '.a{}</style><script>alert(1)</script>',
      }),
    );
    // The style element ends once, where it should; nothing outside it runs the injected script.
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html.replace(/<style>[\s\S]*?<\/style>/, '')).not.toContain('<script>alert(1)');
    expect(assetsOf(html).script).toBe('/</script><script>alert(1)//.js');
  });
});
