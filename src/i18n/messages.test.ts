import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_LOCALE, LOCALES, type Locale } from '../domain/locales';
import { m } from './paraglide/messages.js';
import { glossaryMisses, placeholdersOf, type GlossaryTerm } from './checks';

/**
 * Khaya's messages in every language (issue 50): a message missing in a language, one with other
 * placeholders than the English, an empty one, or one that leaves the glossary's word for a
 * domain term fails here, before any person reads it.
 */
const DIR = path.join(import.meta.dirname, 'messages');
const read = (locale: Locale): Record<string, string> =>
  Object.fromEntries(
    Object.entries(
      JSON.parse(fs.readFileSync(path.join(DIR, `${locale}.json`), 'utf8')) as Record<
        string,
        string
      >,
    ).filter(([key]) => key !== '$schema'),
  );
const glossary = (locale: Locale): GlossaryTerm[] =>
  (
    JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, 'glossary', `${locale}.json`), 'utf8'),
    ) as { terms: GlossaryTerm[] }
  ).terms;

const english = read(BASE_LOCALE);
const others = LOCALES.filter((locale) => locale !== BASE_LOCALE);

describe('messages in every language (issue 50)', () => {
  it.each(others)('%s has every English message, and only those', (locale) => {
    expect(Object.keys(read(locale)).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(others)('%s keeps every placeholder of the English, and writes something', (locale) => {
    const messages = read(locale);
    for (const [key, text] of Object.entries(english)) {
      expect(placeholdersOf(messages[key] ?? ''), key).toEqual(placeholdersOf(text));
      expect(messages[key]?.trim(), key).toBeTruthy();
    }
  });

  it.each(others)('%s uses its glossary’s word for every domain term', (locale) => {
    expect(glossaryMisses(english, read(locale), glossary(locale))).toEqual([]);
  });

  it('finds a message that leaves the glossary’s word, and a placeholder lost', () => {
    const terms: GlossaryTerm[] = [
      { term: 'quote', word: 'kwotasie', stem: 'kwotasie', note: '' },
      { term: 'call-out fee', word: 'uitroepfooi', stem: 'uitroepfooi', note: '' },
    ];
    expect(
      glossaryMisses(
        { a: 'Send a quote', b: 'The call-out fee is {fee}', c: 'Quoted: {amount}' },
        { a: 'Stuur ’n prys', b: 'Die uitroepfooi is {fee}', c: 'Kwotasie gestuur: {amount}' },
        terms,
      ),
    ).toEqual([{ key: 'a', term: 'quote', stem: 'kwotasie' }]);
    expect(placeholdersOf('Hallo {name}, {count} {name}')).toEqual(['count', 'name']);
  });

  it('compiles to one function per message, in the language asked for', () => {
    expect(LOCALES.map((locale) => m.language_label({}, { locale }))).toEqual([
      'Language',
      'Ulimi',
      'Taal',
      'Ulwimi',
    ]);
    expect(m.language_saved({ language: 'Afrikaans' }, { locale: 'af' })).toBe(
      'Khaya praat nou Afrikaans met jou, hier en in jou e-posse en WhatsApp-boodskappe.',
    );
  });
});
