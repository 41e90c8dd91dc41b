import { Fragment, type ReactNode } from 'react';

/** Marks where the part goes in a translated sentence (split around it). */
const PART = '\u0000';

/**
 * A sentence in this build's language with `children` (a link, a bold name) where the language
 * puts it: `sentence` writes the message around the part it is given.
 */
export function InSentence({
  sentence,
  children,
}: {
  sentence: (part: string) => string;
  children: ReactNode;
}) {
  const [before, after] = sentence(PART).split(PART);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}

/**
 * A sentence in this build's language with one part in bold (a name, an address), wherever the
 * language puts it: `sentence` writes the message around the part it is given.
 */
export function Strong({
  sentence,
  part,
  className = 'font-semibold',
  as: Tag = 'strong',
}: {
  sentence: (part: string) => string;
  part: string;
  className?: string;
  as?: 'strong' | 'span';
}) {
  return (
    <InSentence sentence={sentence}>
      <Tag className={className}>{part}</Tag>
    </InSentence>
  );
}

/** A sentence with a person's name in bold: `sentence` is the message that takes `{name}`. */
export function NameInSentence({
  sentence,
  name,
}: {
  sentence: (inputs: { name: string }) => string;
  name: string;
}) {
  return <Strong sentence={(part) => sentence({ name: part })} part={name} as="span" />;
}

/**
 * A sentence in this build's language with several parts (links) where the language puts them:
 * `sentence` writes the message around the marks it is given, one per part's name.
 */
export function InSentenceParts<Name extends string>({
  sentence,
  parts,
}: {
  sentence: (marks: Record<Name, string>) => string;
  parts: Record<Name, ReactNode>;
}) {
  const names = Object.keys(parts) as Name[];
  const marks = Object.fromEntries(
    names.map((name, index) => [name, `${PART}${index}${PART}`]),
  ) as Record<Name, string>;
  const pieces = sentence(marks).split(PART);
  // split() on the marks alternates text and a part's index: 'a', '0', 'b', '1', 'c'.
  return (
    <>
      {pieces.map((piece, index) => {
        if (index % 2 === 0) return piece;
        const name = names[Number(piece)];
        return name === undefined ? null : <Fragment key={index}>{parts[name]}</Fragment>;
      })}
    </>
  );
}
