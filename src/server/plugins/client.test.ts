import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, loadClientBundle, pagePreloads, renderConfigScript } from './client';

describe('client bundle helpers', () => {
  it('hashes inline scripts for the CSP, skipping external and JSON ones', () => {
    const body = "document.documentElement.classList.add('light')";
    const html = `<script>${body}</script><script type="module" src="/a.js"></script><script type="application/json" id="c">{}</script>`;
    const digest = crypto.createHash('sha256').update(body).digest('base64');
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${digest}'`]);
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
