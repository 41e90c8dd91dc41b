import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FIRST_PROVIDERS_PAGE_URL } from '../../domain/http';
import {
  AFTER_FIRST_PAINT_LOADER,
  inlineScriptHashes,
  loadClientBundle,
  pageAssets,
  pagePreloads,
  PRELOADS_PER_TASK,
  renderConfigScript,
  SIGNED_OUT_VIEW_SCRIPT,
} from './client';

describe('client bundle helpers', () => {
  it('hashes inline scripts for the CSP, skipping external and JSON ones', () => {
    const body = "document.documentElement.classList.add('light')";
    const html = `<script>${body}</script><script type="module" src="/a.js"></script><script type="application/json" id="c">{}</script>`;
    const digest = crypto.createHash('sha256').update(body).digest('base64');
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${digest}'`]);
  });

  it('asks for the entry script, then the chunks a few per task, once', () => {
    const preloads = Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`);
    // What each task appended to <head>, in order; the loader's timers and frames, run by hand.
    const byTask: string[][] = [];
    const soon: (() => void)[] = [];
    const later: (() => void)[] = [];
    const frames: (() => void)[] = [];
    const document = {
      head: {
        appendChild: (element: { rel?: string; type?: string; href?: string; src?: string }) =>
          byTask.at(-1)!.push(`${element.rel ?? element.type} ${element.href ?? element.src}`),
      },
      createElement: () => ({}),
      getElementById: (id: string) =>
        id === 'page-assets'
          ? {
              textContent: /<script[^>]*>(.*)<\/script>/.exec(
                pageAssets(null, '/assets/index.js', preloads),
              )![1],
            }
          : null,
    };
    byTask.push([]);
    vm.runInNewContext(AFTER_FIRST_PAINT_LOADER, {
      document,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void, ms: number) => (ms === 0 ? soon : later).push(callback),
    });
    expect(byTask).toEqual([[]]); // nothing before the first paint
    frames.shift()!();
    while (soon.length) {
      byTask.push([]);
      soon.shift()!();
    }
    // The fallback for a tab in the background finds everything asked for already.
    for (const callback of later) callback();

    const asked = byTask.filter((task) => task.length > 0);
    expect(asked[0]![0]).toBe('module /assets/index.js');
    expect(asked.flat().slice(1)).toEqual(preloads.map((file) => `modulepreload ${file}`));
    const perTask = asked.map((task) => task.filter((entry) => entry.startsWith('modulepreload')));
    expect(perTask.length).toBe(Math.ceil(preloads.length / PRELOADS_PER_TASK));
    for (const task of perTask) expect(task.length).toBeLessThanOrEqual(PRELOADS_PER_TASK);
  });

  it('cannot be broken out of by a config value', () => {
    const script = renderConfigScript({
      firebase: { apiKey: '</script><script>alert(1)</script>', authDomain: 'd', projectId: 'p' },
    });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('page preloads', () => {
  it("lists each page's own chunks and leaves out what the entry already loads", () => {
    const preloads = pagePreloads({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_utils.js'] },
      '_utils.js': { file: 'assets/utils.js' },
      '_form.js': { file: 'assets/form.js', imports: ['_utils.js'] },
      'pages/login.tsx': { file: 'assets/login.js', imports: ['_form.js', '_utils.js'] },
    });
    expect(preloads.get('login')).toEqual(['assets/login.js', 'assets/form.js']);
    expect(preloads.get('home')).toEqual([]);
  });
});

describe('link previews', () => {
  it('makes the preview image absolute when the public URL is known', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<head><meta property="og:type" content="website" /><meta property="og:image" content="/og-image.png" /><!--app-config--></head><body><div id="root"></div></body>',
    );
    const config = { firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' } };
    const html = loadClientBundle(dir, config, 'https://khaya.example')!.htmlFor('/');
    expect(html).toContain('content="https://khaya.example/og-image.png"');
    expect(html).toContain('<meta property="og:url" content="https://khaya.example/" />');
    expect(loadClientBundle(dir, config)!.htmlFor('/')).toContain('content="/og-image.png"');
  });
});

describe('prerendered pages', () => {
  const config = { firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' } };
  function builtClient(withPrerender: boolean) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
    const dir = path.join(root, 'client');
    fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<head><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/utils.js"><link rel="stylesheet" crossorigin href="/assets/index.css"><!--app-config--></head><body><div id="root"></div></body>',
    );
    fs.writeFileSync(
      path.join(dir, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_utils.js'] },
        '_utils.js': { file: 'assets/utils.js' },
        'pages/login.tsx': { file: 'assets/login.js', imports: ['_utils.js'] },
      }),
    );
    if (withPrerender) {
      const out = path.join(root, 'prerender');
      fs.mkdirSync(out);
      fs.writeFileSync(path.join(out, 'page-home.html'), '<main>Landing</main>');
      fs.writeFileSync(path.join(out, 'shell-login.html'), '<header>Khaya</header>');
      fs.writeFileSync(path.join(out, 'page-providers.html'), '<main>Browse Providers</main>');
      fs.writeFileSync(path.join(out, 'shell-providers.html'), '<header>Skeleton</header>');
      fs.writeFileSync(path.join(out, 'shell-request.html'), '<main aria-busy="true"></main>');
      fs.writeFileSync(path.join(out, 'signed-out-request.html'), '<main>Sign in</main>');
      fs.writeFileSync(path.join(out, 'home-critical.css'), '.home{color:red}');
      fs.mkdirSync(path.join(dir, 'assets'));
      fs.writeFileSync(path.join(dir, 'assets/index.css'), '.all{color:blue}</style>');
    }
    return loadClientBundle(dir, config)!;
  }

  it('paints from the HTML alone and asks for the stylesheet and scripts after the first paint', () => {
    const bundle = builtClient(true);
    const home = bundle.htmlFor('/');
    expect(home).toContain('<style>.home{color:red}</style>');
    expect(home).toContain('<div id="root"><main>Landing</main></div>');
    expect(home).not.toMatch(/<link rel="(stylesheet|modulepreload)"|<script type="module"/);
    const loader = `<script>${AFTER_FIRST_PAINT_LOADER}</script></body>`;
    expect(home).toContain(
      `${pageAssets('/assets/index.css', '/assets/index.js', ['/assets/utils.js'])}${loader}`,
    );

    // The landing page shows the same at any query.
    expect(bundle.htmlFor('/', '?utm_source=whatsapp')).toBe(home);

    // Other pages carry the whole stylesheet inline (it cannot close its own <style> element),
    // so the loader asks for scripts only.
    const login = bundle.htmlFor('/login');
    expect(login).toContain('<div id="root" data-shell=""><header>Khaya</header></div>');
    expect(login).toContain('<style>.all{color:blue}<\\/style></style>');
    expect(login).not.toMatch(/<link rel="(stylesheet|modulepreload)"|<script type="module"/);
    expect(login).toContain(
      `${pageAssets(null, '/assets/index.js', ['/assets/utils.js', '/assets/login.js'])}${loader}`,
    );

    // A page prerendered whole is hydrated at its own path; a query or another spelling of the
    // path may show something else, so those get the shell.
    expect(bundle.htmlFor('/providers')).toContain(
      '<div id="root"><main>Browse Providers</main></div>',
    );
    // Its list's first page is fetched with the HTML (not for a filtered list, which varies).
    const listPreload = `<link rel="preload" href="${FIRST_PROVIDERS_PAGE_URL}" as="fetch" crossorigin="anonymous"></head>`;
    expect(bundle.htmlFor('/providers')).toContain(listPreload);
    expect(bundle.htmlFor('/providers', '?service=plumbing')).not.toContain('rel="preload"');
    for (const [pathname, search] of [
      ['/providers', '?service=plumbing'],
      ['/providers/', ''],
    ] as const) {
      expect(bundle.htmlFor(pathname, search), pathname + search).toContain(
        '<div id="root" data-shell=""><header>Skeleton</header></div>',
      );
    }
    // One loader on every page, allowed by the Content-Security-Policy by its hash.
    expect(bundle.scriptHashes).toEqual(
      expect.arrayContaining(inlineScriptHashes(`<script>${AFTER_FIRST_PAINT_LOADER}</script>`)),
    );
    // A page without a prerendered shell keeps the plain document.
    expect(bundle.htmlFor('/register')).toContain('<link rel="stylesheet"');
  });

  it("puts a signed-in page's sign-in view in its shell, with the script that may show it", () => {
    const bundle = builtClient(true);
    const request = bundle.htmlFor('/request', '?service=plumbing');
    expect(request).toContain(
      '<div id="root" data-shell=""><main aria-busy="true"></main></div>' +
        '<template id="signed-out-view"><main>Sign in</main></template>' +
        `<script>${SIGNED_OUT_VIEW_SCRIPT}</script>`,
    );
    expect(bundle.scriptHashes).toEqual(
      expect.arrayContaining(inlineScriptHashes(`<script>${SIGNED_OUT_VIEW_SCRIPT}</script>`)),
    );
    // Pages every visitor may use carry no such view.
    expect(bundle.htmlFor('/providers', '?service=plumbing')).not.toContain('signed-out-view');
  });

  it('announces the page chunks for preloading when nothing was prerendered', () => {
    const login = builtClient(false).htmlFor('/login');
    expect(login).toContain('<div id="root"></div>');
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/login.js">');
    expect(login).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
  });

  it('keeps the asset list from closing its script element', () => {
    const assets = pageAssets('/a.css', '/</script><script>alert(1)//.js', []);
    expect(assets.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script[^>]*>(.*)<\/script>/.exec(assets)![1]!;
    expect((JSON.parse(json) as { script: string }).script).toBe('/</script><script>alert(1)//.js');
  });
});
