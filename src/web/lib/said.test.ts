import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import english from '../../i18n/messages/en-ZA.json';
import { said } from './said';
import { inBuildLanguage } from './validation-words';
import { requestWord } from './request-words';

/**
 * The tables that translate words keyed by their English (issue 50): each row as written, the
 * English key and the message it names, and the prefix of the messages written for the table.
 */
const TABLES = [
  { file: './said.ts', prefix: 'said_' },
  { file: './validation-words.ts', prefix: 'check_' },
  { file: './request-words.ts', prefix: 'word_' },
];
const rowsOf = (file: string) =>
  [
    ...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(
      /^\s+'?((?:[^'\\\n]|\\.)+?)'?:\s*m\.(\w+)\(\),$/gm,
    ),
  ].map(([, key = '', message = '']) => ({ key: key.replace(/\\'/g, "'"), message }));
const messages = english as Record<string, string>;

describe('words said in the build language (issue 50)', () => {
  it.each(TABLES)('$file keys each translation by its own English, word for word', ({ file }) => {
    const rows = rowsOf(file);
    expect(rows.length).toBeGreaterThan(2);
    for (const { key, message } of rows) expect(messages[message], message).toBe(key);
  });

  it.each(TABLES)('$file holds every message written for it', ({ file, prefix }) => {
    const named = new Set(rowsOf(file).map((row) => row.message));
    const written = Object.keys(messages).filter((key) => key.startsWith(prefix));
    expect(written.length).toBeGreaterThan(0);
    expect(written.filter((key) => !named.has(key))).toEqual([]);
  });

  it('leaves the English as it is in an English build, and anything else untouched', () => {
    expect(said('Something went wrong. Please try again.')).toBe(
      'Something went wrong. Please try again.',
    );
    expect(said('A message with no translation')).toBe('A message with no translation');
    const node = { type: 'strong' };
    expect(said(node)).toBe(node);
    expect(requestWord('Living Room')).toBe('Living Room');
    const errors = { email: { type: 'too_small', message: 'Email is required' } };
    expect(inBuildLanguage(errors)).toBe(errors);
  });
});
