/**
 * What every translation of a message keeps (issue 50): the English's placeholders, and the
 * glossary's word for each domain term the English uses.
 */

/** A domain word in one language: `stem` is what every form of it contains ('khotheshini'). */
export interface GlossaryTerm {
  term: string;
  word: string;
  stem: string;
  note: string;
}

/** The placeholders of a message ('{name}'), each once, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort();
}

/**
 * The messages whose English uses a glossary term (any form: 'quote', 'quotes', 'quoted') but
 * whose translation lacks the term's stem.
 */
export function glossaryMisses(
  english: Record<string, string>,
  translated: Record<string, string>,
  terms: readonly GlossaryTerm[],
): { key: string; term: string; stem: string }[] {
  const misses: { key: string; term: string; stem: string }[] = [];
  for (const [key, text] of Object.entries(english)) {
    for (const { term, stem } of terms) {
      const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (!new RegExp(`\\b${escaped}`, 'i').test(text)) continue;
      if (!(translated[key] ?? '').toLowerCase().includes(stem.toLowerCase())) {
        misses.push({ key, term, stem });
      }
    }
  }
  return misses;
}
