import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import english from '../../i18n/messages/en-ZA.json';
import { said } from './said';

/** The table's rows as written: the English key and the message it names. */
const rows = [
  ...readFileSync(new URL('./said.ts', import.meta.url), 'utf8').matchAll(
    /^\s+'((?:[^'\\]|\\.)+)': m\.(\w+)\(\),$/gm,
  ),
].map(([, key = '', message = '']) => ({ key: key.replace(/\\'/g, "'"), message }));
const messages = english as Record<string, string>;

describe('words said in the build language (issue 50)', () => {
  it('keys each translation by its own English, word for word', () => {
    expect(rows.length).toBeGreaterThan(10);
    for (const { key, message } of rows) expect(messages[message], message).toBe(key);
  });

  it('holds every message written for it', () => {
    const named = new Set(rows.map((row) => row.message));
    const written = Object.keys(messages).filter((key) => key.startsWith('said_'));
    expect(written.filter((key) => !named.has(key))).toEqual([]);
  });

  it('leaves the English as it is in an English build, and anything else untouched', () => {
    expect(said('Email is required')).toBe('Email is required');
    expect(said('A message with no translation')).toBe('A message with no translation');
    const node = { type: 'strong' };
    expect(said(node)).toBe(node);
  });
});
