import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pagePreloads, renderConfigScript } from './client';

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
