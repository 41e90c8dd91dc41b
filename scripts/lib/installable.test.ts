import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, localePrefix } from '../../src/domain/locales';
import { precacheOf, webAppManifest } from './installable';

describe('the installable app (issue 52)', () => {
  it("gives every language a manifest that opens in it, with shortcuts in the language's words", () => {
    for (const locale of LOCALES) {
      const base = localePrefix(locale);
      const manifest = webAppManifest(locale) as {
        start_url: string;
        scope: string;
        lang: string;
        description: string;
        shortcuts: { name: string; url: string }[];
        icons: { purpose: string }[];
      };
      expect([manifest.start_url, manifest.scope, manifest.lang]).toEqual([
        `${base}/`,
        `${base}/`,
        locale,
      ]);
      expect(manifest.shortcuts.map((one) => one.url)).toEqual([
        `${base}/request`,
        `${base}/customer`,
        `${base}/provider`,
      ]);
      for (const one of manifest.shortcuts) expect(one.name.length).toBeGreaterThan(3);
      expect(manifest.description.length).toBeGreaterThan(20);
      expect(manifest.icons.filter((one) => one.purpose === 'maskable')).toHaveLength(2);
    }
    expect(webAppManifest('zu').shortcuts).not.toEqual(webAppManifest('en-ZA').shortcuts);
  });

  it("precaches a build's scripts and styles by name and the icons by content, not the admin desk", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khaya-precache-'));
    const client = path.join(dir, 'locales/zu/client');
    const served = path.join(dir, 'client');
    fs.mkdirSync(path.join(client, 'assets'), { recursive: true });
    fs.mkdirSync(path.join(served, 'zu'), { recursive: true });
    for (const name of ['index-abc.js', 'index-abc.css', 'admin-def.js', 'index-abc.js.map']) {
      fs.writeFileSync(path.join(client, 'assets', name), 'x'.repeat(2000));
    }
    fs.writeFileSync(path.join(client, 'assets', 'index-abc.js.br'), 'y'.repeat(500));
    for (const name of ['icon-192.png', 'icon-512.png', 'icon-maskable-192.png', 'favicon.svg']) {
      fs.writeFileSync(path.join(served, name), name);
    }
    fs.writeFileSync(path.join(served, 'zu/manifest.webmanifest'), '{}');
    const { entries, bytes } = precacheOf(client, '/zu', served);
    expect(entries.map((one) => one.url)).toEqual([
      '/assets/index-abc.css',
      '/assets/index-abc.js',
      '/zu/manifest.webmanifest',
      '/icon-192.png',
      '/icon-512.png',
      '/icon-maskable-192.png',
      '/favicon.svg',
    ]);
    expect(entries.slice(0, 2).every((one) => one.revision === null)).toBe(true);
    expect(entries.slice(2).every((one) => /^[0-9a-f]{16}$/.test(one.revision ?? ''))).toBe(true);
    // The script as sent (Brotli), the style as it is (no .br next to it), then the small files.
    expect(bytes).toBe(
      2000 +
        500 +
        2 +
        'icon-192.png'.length +
        'icon-512.png'.length +
        'icon-maskable-192.png'.length +
        'favicon.svg'.length,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
