import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientPlugin } from './client';
import { loadClientBundle, renderConfigScript, type DocumentsManifest } from './client-bundle';
import { personDocument, withFirstView } from './person-document';
import { describedDocument } from './document-details';
import { routeParams } from './first-view';

const CONFIG = { firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' } };

/** A built client as the build leaves it: dist/client, and dist/documents with its manifest. */
function builtClient(language = ''): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
  const documents = path.join(root, 'documents');
  fs.mkdirSync(path.join(root, 'client/assets'), { recursive: true });
  fs.mkdirSync(documents);
  const doc = (body: string) =>
    `<head><meta property="og:type" content="website" /><meta property="og:image" content="/og-image.png" /><!--app-config--></head><body>${language}${body}</body>`;
  const files: Record<string, string> = {
    'home.html': doc('Landing'),
    'providers.html': doc('Browse Providers'),
    'providers.shell.html': doc('Providers skeleton'),
    'request.shell.html': doc('Request skeleton'),
    'not-found.html': doc('Page Not Found'),
  };
  for (const [file, html] of Object.entries(files))
    fs.writeFileSync(path.join(documents, file), html);
  const manifest: DocumentsManifest = {
    scriptHashes: ["'sha256-abc'"],
    pages: [
      { name: 'home', path: '/', pattern: '^/*$', whole: 'home.html', shell: null },
      {
        name: 'providers',
        path: '/providers',
        pattern: '^/providers/*$',
        whole: 'providers.html',
        shell: 'providers.shell.html',
      },
      {
        name: 'request',
        path: '/quote/:id',
        pattern: '^/quote/[^/]+/*$',
        whole: null,
        shell: 'request.shell.html',
      },
      { name: 'not-found', path: null, pattern: null, whole: 'not-found.html', shell: null },
    ],
  };
  fs.writeFileSync(path.join(documents, 'manifest.json'), JSON.stringify(manifest));
  return path.join(root, 'client');
}

describe('client documents', () => {
  it('serves a page whole at its own path, its shell at a query or another spelling', () => {
    const bundle = loadClientBundle(builtClient(), CONFIG);
    const body = (pathname: string, search?: string) => {
      const { html, found } = bundle?.documentFor(pathname, search) ?? { html: '', found: false };
      return { body: /<body>(.*)<\/body>/.exec(html)?.[1], found };
    };
    expect(body('/providers')).toEqual({ body: 'Browse Providers', found: true });
    expect(body('/providers', '?service=plumbing')).toEqual({
      body: 'Providers skeleton',
      found: true,
    });
    expect(body('/providers/')).toEqual({ body: 'Providers skeleton', found: true });
    // The landing page shows the same at any query.
    expect(body('/', '?utm_source=whatsapp')).toEqual({ body: 'Landing', found: true });
    expect(body('/quote/0b4e')).toEqual({ body: 'Request skeleton', found: true });
    expect(body('/quote')).toEqual({ body: 'Page Not Found', found: false });
    expect(body('/nope')).toEqual({ body: 'Page Not Found', found: false });
    expect(bundle?.scriptHashes).toEqual(["'sha256-abc'"]);
  });

  it('puts in the run-time config, which cannot break out of its script element', () => {
    const script = renderConfigScript({
      firebase: { apiKey: '</script><script>alert(1)</script>', authDomain: 'd', projectId: 'p' },
    });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const html = loadClientBundle(builtClient(), CONFIG)?.documentFor('/').html;
    expect(html).toContain(renderConfigScript(CONFIG));
    expect(html).not.toContain('<!--app-config-->');
  });

  it('makes the preview image absolute when the public URL is known', () => {
    const dir = builtClient();
    const html = loadClientBundle(dir, CONFIG, 'https://khaya.example')?.documentFor('/').html;
    expect(html).toContain('content="https://khaya.example/og-image.png"');
    expect(html).toContain('<meta property="og:url" content="https://khaya.example/" />');
    expect(loadClientBundle(dir, CONFIG)?.documentFor('/').html).toContain(
      'content="/og-image.png"',
    );
  });

  it("tells a page's document what its path shows, escaped, with the data it preloads", () => {
    const built = loadClientBundle(builtClient(), CONFIG, 'https://khaya.example');
    const html = built?.documentFor('/quote/0b4e').html ?? '';
    const described = describedDocument(
      `<head><title>Submit a quote · Khaya</title><meta name="description" content="x" /><meta property="og:title" content="y" /><meta property="og:description" content="z" /><meta property="og:url" content="https://khaya.example/" /></head>${html}`,
      {
        title: 'Bongi "Best" <Plumbing>',
        description: 'Rated 4.3 & more',
        prefetch: '/api/providers/1?lat=1&lng=2',
      },
      'https://khaya.example/providers/1',
    );
    expect(described).toContain('<title>Bongi &quot;Best&quot; &lt;Plumbing> · Khaya</title>');
    expect(described).toContain('<meta name="description" content="Rated 4.3 &amp; more"');
    expect(described).toContain('<meta property="og:title" content="Bongi &quot;Best&quot;');
    expect(described).toContain('<meta property="og:description" content="Rated 4.3 &amp; more"');
    expect(described).toContain(
      '<meta property="og:url" content="https://khaya.example/providers/1"',
    );
    expect(described).toContain(
      '<link rel="preload" href="/api/providers/1?lat=1&amp;lng=2" as="fetch" crossorigin="anonymous"></head>',
    );
  });

  it('is absent until the client is built', () => {
    expect(loadClientBundle(fs.mkdtempSync(path.join(os.tmpdir(), 'client-')), CONFIG)).toBeNull();
  });
});

describe("a signed-in page's first view", () => {
  const SHELL =
    '<head></head><body><div id="root" data-shell="">Skeleton</div>' +
    '<template id="signed-out-view"><h1>Please Sign In</h1></template><script>SIGNED_OUT()</script>' +
    '<script type="application/json" id="page-assets">{"css":null,"script":"/assets/index.js","preloads":["/assets/web.js","/assets/gate.js"]}</script>' +
    '<script>LOAD()</script></body>';

  it('goes before the root, asks for the page with the rest, and drops the sign-in view', () => {
    const html = withFirstView(SHELL, '{"user":{"uid":"u1"},"answers":{}}', [
      'assets/gate.js',
      'assets/customer.js',
    ]);
    expect(html).toContain(
      '<script type="application/json" id="first-view">{"user":{"uid":"u1"},"answers":{}}</script><div id="root" data-shell="">',
    );
    const assets = JSON.parse(/id="page-assets">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as {
      preloads: string[];
    };
    expect(assets.preloads).toEqual(['/assets/web.js', '/assets/gate.js', '/assets/customer.js']);
    expect(html).not.toContain('signed-out-view');
    expect(html).not.toContain('SIGNED_OUT()');
    expect(html).toContain('<script>LOAD()</script>');
  });

  it('holds the page rendered for the person, hidden unless the check finds the session theirs', () => {
    const html = withFirstView(SHELL, '{"user":{"uid":"u1"},"answers":{}}', [], {
      markup: '<main>My Quote Requests</main>',
      check: 'CHECK()',
    });
    expect(html).toContain(
      '<script type="application/json" id="first-view">{"user":{"uid":"u1"},"answers":{}}</script><script>CHECK()</script><div id="root" data-person=""><main>My Quote Requests</main></div>',
    );
    expect(html).not.toContain('Skeleton');
    expect(html).not.toContain('data-shell');
    expect(html).not.toContain('signed-out-view');
    expect(html).toContain('<script>LOAD()</script>');
  });

  it('goes as the shell with the first view when the page cannot be rendered', async () => {
    const bundle = loadClientBundle(builtClient(), CONFIG);
    if (!bundle) throw new Error('no bundle');
    bundle.firstViewCheck = 'CHECK()';
    bundle.renderer = () => Promise.reject(new Error('render failed'));
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args), debug: () => undefined };
    const view = { user: { uid: 'u1' }, answers: { '/api/a': { status: 200, body: ['<x>'] } } };
    const html = await personDocument(
      bundle,
      SHELL,
      { view: view as never, render: true },
      { pathname: '/customer', preloads: [] },
      log as never,
    );
    expect(html).toContain('<div id="root" data-shell="">Skeleton</div>');
    expect(html).toContain('"body":["\\u003cx>"]');
    expect(html).not.toContain('CHECK()');
    expect(warnings).toHaveLength(1);
  });

  it("fills the route's segments from the path", () => {
    expect(routeParams('/customer/requests/:id', '/customer/requests/abc%20d')).toEqual({
      id: 'abc d',
    });
    expect(routeParams('/customer', '/customer')).toEqual({});
  });
});

describe('each language’s pages (issue 50)', () => {
  async function app() {
    const english = loadClientBundle(builtClient(), CONFIG, 'https://khaya.example');
    const zulu = loadClientBundle(builtClient('zu:'), CONFIG, 'https://khaya.example', 'zu');
    if (!english || !zulu) throw new Error('no bundle');
    english.languages = new Map([['zu', zulu]]);
    const server = Fastify();
    await server.register(clientPlugin, { bundle: english });
    return server;
  }
  const body = (html: string) => /<body>(.*)<\/body>/.exec(html)?.[1];

  it('serves a language’s page from its own build, under its prefix, naming the other', async () => {
    const server = await app();
    const zulu = await server.inject('/zu/providers');
    expect(zulu.statusCode).toBe(200);
    expect(body(zulu.body)).toBe('zu:Browse Providers');
    expect(zulu.body).toContain(
      '<link rel="alternate" hreflang="en-ZA" href="https://khaya.example/providers" /><link rel="alternate" hreflang="zu" href="https://khaya.example/zu/providers" /><link rel="alternate" hreflang="x-default" href="https://khaya.example/providers" /></head>',
    );
    const home = await server.inject('/zu/?service=plumbing&q=a');
    expect(body(home.body)).toBe('zu:Landing');
    expect(home.body).toContain('<meta property="og:url" content="https://khaya.example/zu/" />');
    expect(home.body).toContain(
      'hreflang="zu" href="https://khaya.example/zu/?service=plumbing&amp;q=a"',
    );
    expect(body((await server.inject('/providers')).body)).toBe('Browse Providers');
    // A page without a whole document is its shell; an unknown page the language's 404.
    expect(body((await server.inject('/zu/quote/1')).body)).toBe('zu:Request skeleton');
    const missing = await server.inject('/zu/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(body(missing.body)).toBe('zu:Page Not Found');
    expect(missing.body).not.toContain('hreflang');
  });

  it('sends the bare prefix to the language’s home, and has no pages for a language not built', async () => {
    const server = await app();
    const bare = await server.inject('/zu?ref=x');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/zu/?ref=x');
    const unbuilt = await server.inject('/af/providers');
    expect(unbuilt.statusCode).toBe(404);
    expect(body(unbuilt.body)).toBe('Page Not Found');
    // Not a language's prefix: an English address.
    expect((await server.inject('/zulu')).statusCode).toBe(404);
  });
});
