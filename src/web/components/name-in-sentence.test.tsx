import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InSentence, InSentenceParts } from './name-in-sentence';

describe('a translated sentence with its links where the language puts them (issue 50)', () => {
  it('puts one part where the message says', () => {
    const html = renderToStaticMarkup(
      <InSentence sentence={(link) => `Bheka ${link} ukuze uthole okunye.`}>
        <a href="/terms">imigomo</a>
      </InSentence>,
    );
    expect(html).toBe('Bheka <a href="/terms">imigomo</a> ukuze uthole okunye.');
  });

  it('puts several parts in the order the language writes them, not the order given', () => {
    const html = renderToStaticMarkup(
      <InSentenceParts
        sentence={({ help, write }) => `Ungakwazi ${write}, noma ubheke ${help}.`}
        parts={{ help: <a href="/help">usizo</a>, write: <a href="/contact">ukusibhalela</a> }}
      />,
    );
    expect(html).toBe(
      'Ungakwazi <a href="/contact">ukusibhalela</a>, noma ubheke <a href="/help">usizo</a>.',
    );
  });

  it('leaves out a part the message does not use, and keeps text around parts side by side', () => {
    const html = renderToStaticMarkup(
      <InSentenceParts
        sentence={({ a, b }) => `${a}${b} only`}
        parts={{ a: <b>one</b>, b: <i>two</i>, c: <u>three</u> }}
      />,
    );
    expect(html).toBe('<b>one</b><i>two</i> only');
  });
});
