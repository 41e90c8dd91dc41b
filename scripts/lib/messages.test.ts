import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/domain/locales';
import { m } from '../../src/i18n/paraglide/messages.js';
import { messagesIndexFor } from './messages';

const DIR = path.resolve(import.meta.dirname, '../../src/i18n/paraglide/messages');
const INDEX = fs.readFileSync(path.join(DIR, '_index.js'), 'utf8');
type Message = (inputs?: Record<string, unknown>, options?: { locale?: string }) => string;

describe('a language build’s messages (issue 50)', () => {
  it.each(LOCALES)(
    '%s: every message says what Paraglide says, with none of the others',
    async (locale) => {
      const code = messagesIndexFor(INDEX, DIR, locale);
      expect(code).not.toMatch(/from '\.\.\/runtime\.js'|getLocale\(/);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'messages-')), `${locale}.mjs`);
      fs.writeFileSync(file, code);
      const built = (await import(pathToFileURL(file).href)) as Record<string, Message>;
      const library = m as unknown as Record<string, Message>;
      const names = Object.keys(library).sort();
      expect(Object.keys(built).sort()).toEqual(names);
      // Every placeholder filled with its own name, so a message that drops one shows here.
      const inputs = { count: 7, number: 2, language: 'isiXhosa', name: 'Thandi' };
      for (const name of names) {
        expect(built[name]?.(inputs), name).toBe(library[name]?.(inputs, { locale }));
      }
    },
  );

  it('refuses a module it does not know, rather than build the wrong words', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'messages-'));
    fs.writeFileSync(path.join(dir, 'odd.js'), 'export const odd = () => `Odd`;\n');
    expect(() => messagesIndexFor("export * from './odd.js'\n", dir, 'zu')).toThrow(
      'Not a Paraglide message module as 2.23 writes them',
    );
  });
});
