import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/domain/locales';
import { m } from '../../src/i18n/paraglide/messages.js';
import { messageFunctions, withMessagesInline } from './messages';

const DIR = path.resolve(import.meta.dirname, '../../src/i18n/paraglide/messages');
type Message = (inputs?: Record<string, unknown>, options?: { locale?: string }) => string;
const library = m as unknown as Record<string, Message>;

describe('a language build’s messages (issue 50)', () => {
  it.each(LOCALES)('%s: every message’s function says what Paraglide says', (locale) => {
    const functions = messageFunctions(DIR, locale);
    expect([...functions.keys()].sort()).toEqual(Object.keys(library).sort());
    // Every placeholder filled with its own name, so a function that drops one shows here.
    const inputs = { count: 7, number: 2, language: 'isiXhosa', km: 25, place: 'Umlazi' };
    for (const [name, source] of functions) {
      expect(source, name).not.toMatch(/getLocale|experimentalStaticLocale|import/);
      const built = runInNewContext(`(${source})`) as Message;
      expect(built(inputs), name).toBe(library[name]?.(inputs, { locale }));
    }
  });

  it('writes each message where a page uses it, and drops the import', () => {
    const functions = new Map([
      ['landing_search', '() => {\n\treturn `Soek`\n}'],
      ['landing_step', '(i) => {\n\treturn `Stap ${i?.number}`\n}'],
    ]);
    const page = [
      "import { Link } from 'wouter';",
      "import { m } from '../../../i18n/paraglide/messages.js';",
      'const label = m.landing_search;',
      'export const Step = ({ n }) => <b title={item.m.x}>{m.landing_step({ number: n })}</b>;',
      '',
    ].join('\n');
    expect(withMessagesInline(page, functions)).toBe(
      [
        "import { Link } from 'wouter';",
        'const label = (() => {\n\treturn `Soek`\n});',
        'export const Step = ({ n }) => <b title={item.m.x}>{((i) => {\n\treturn `Stap ${i?.number}`\n})({ number: n })}</b>;',
        '',
      ].join('\n'),
    );
    expect(withMessagesInline("import { Link } from 'wouter';\n", functions)).toBeNull();
    expect(() =>
      withMessagesInline(
        "import { m } from '../i18n/paraglide/messages.js';\nm.no_such_message();\n",
        functions,
      ),
    ).toThrow('No message no_such_message (m.no_such_message)');
    // Split over lines (as a formatter may write it), the use would name an import that is gone.
    expect(() =>
      withMessagesInline(
        "import { m } from '../i18n/paraglide/messages.js';\nconst a = m\n  .landing_search();\n",
        functions,
      ),
    ).toThrow('A message used as "m\\n  ."');
  });
});
