import crypto from 'node:crypto';
import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRELOADS_PER_TASK } from '../../src/web/boot/page-assets';
import { bundleBootScripts, scriptHash, type BootScript } from './boot-scripts';

/** The boot scripts as the build inlines them, run against a stand-in for the browser. */
let boot: Record<BootScript, string>;
beforeAll(async () => {
  boot = await bundleBootScripts();
}, 60_000);

function storage(entries: Record<string, string>) {
  const keys = Object.keys(entries);
  return {
    length: keys.length,
    key: (i: number) => keys[i] ?? null,
    getItem: (key: string) => entries[key] ?? null,
  };
}

describe('boot scripts', () => {
  it('are one classic script each, that cannot end its own element', () => {
    for (const source of Object.values(boot)) {
      expect(source).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);$/);
      expect(source).not.toMatch(/<\/script|\bimport\b|\bexport\b/);
    }
    const digest = crypto.createHash('sha256').update(boot.theme).digest('base64');
    expect(scriptHash(boot.theme)).toBe(`'sha256-${digest}'`);
  });

  it('sets the stored theme before the first paint, light when storage fails', () => {
    for (const [stored, expected] of [
      ['dark', 'dark'],
      ['light', 'light'],
      [null, 'light'],
    ] as const) {
      const classes: string[] = [];
      vm.runInNewContext(boot.theme, {
        localStorage: storage(stored ? { theme: stored } : {}),
        document: { documentElement: { classList: { add: (c: string) => classes.push(c) } } },
      });
      expect(classes).toEqual([expected]);
    }
    const classes: string[] = [];
    vm.runInNewContext(boot.theme, {
      localStorage: {
        getItem: () => {
          throw new Error('denied');
        },
      },
      document: { documentElement: { classList: { add: (c: string) => classes.push(c) } } },
    });
    expect(classes).toEqual(['light']);
  });

  it('asks for the entry script, then the chunks a few per task, once', () => {
    const preloads = Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`);
    // What each task appended to <head>, in order; the loader's timers and frames, run by hand.
    const byTask: string[][] = [[]];
    const soon: (() => void)[] = [];
    const later: (() => void)[] = [];
    const frames: (() => void)[] = [];
    const assets = { css: '/assets/index.css', script: '/assets/index.js', preloads };
    vm.runInNewContext(boot['after-first-paint'], {
      document: {
        head: {
          appendChild: (element: { rel?: string; type?: string; href?: string; src?: string }) =>
            byTask.at(-1)?.push(`${element.rel ?? element.type} ${element.href ?? element.src}`),
        },
        createElement: () => ({}),
        getElementById: (id: string) =>
          id === 'page-assets' ? { textContent: JSON.stringify(assets) } : null,
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void, ms: number) => (ms === 0 ? soon : later).push(callback),
    });
    expect(byTask).toEqual([[]]); // nothing before the first paint
    frames.shift()?.();
    while (soon.length) {
      byTask.push([]);
      soon.shift()?.();
    }
    // The fallback for a tab in the background finds everything asked for already.
    for (const callback of later) callback();

    const asked = byTask.filter((task) => task.length > 0);
    expect(asked[0]?.slice(0, 2)).toEqual([
      'stylesheet /assets/index.css',
      'module /assets/index.js',
    ]);
    expect(asked.flat().slice(2)).toEqual(preloads.map((file) => `modulepreload ${file}`));
    const perTask = asked.map((task) => task.filter((entry) => entry.startsWith('modulepreload')));
    expect(perTask.length).toBe(Math.ceil(preloads.length / PRELOADS_PER_TASK));
    for (const task of perTask) expect(task.length).toBeLessThanOrEqual(PRELOADS_PER_TASK);
  });

  it("shows a signed-in page's sign-in view only when no session can be stored", () => {
    const run = (local: Record<string, string>, session: Record<string, string> = {}) => {
      const attributes = new Set(['data-shell']);
      const hrefs = ['/login', '/register?as=provider'];
      const links = hrefs.map((href, i) => ({
        getAttribute: () => hrefs[i],
        setAttribute: (_name: string, value: string) => (hrefs[i] = value),
      }));
      const root = {
        innerHTML: 'skeleton',
        hasAttribute: (name: string) => attributes.has(name),
        setAttribute: (name: string) => attributes.add(name),
        querySelectorAll: () => links,
      };
      vm.runInNewContext(boot['signed-out-view'], {
        document: {
          getElementById: (id: string) =>
            id === 'root' ? root : id === 'signed-out-view' ? { innerHTML: 'sign in' } : null,
        },
        localStorage: storage(local),
        sessionStorage: storage(session),
        location: { pathname: '/provider', search: '?tab=new' },
        URLSearchParams,
      });
      return { html: root.innerHTML, marked: attributes.has('data-signed-out'), hrefs };
    };
    // Its sign-in and sign-up links come back to the page, query and all.
    expect(run({})).toEqual({
      html: 'sign in',
      marked: true,
      hrefs: [
        '/login?next=%2Fprovider%3Ftab%3Dnew',
        '/register?next=%2Fprovider%3Ftab%3Dnew&as=provider',
      ],
    });
    expect(run({ 'khaya:signed-in': '1' })).toMatchObject({ html: 'skeleton', marked: false });
    expect(run({}, { 'firebase:authUser:key:[DEFAULT]': '{}' })).toMatchObject({
      html: 'skeleton',
      marked: false,
    });
  });
});
