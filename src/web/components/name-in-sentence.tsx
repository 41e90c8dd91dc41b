import type { ReactNode } from 'react';

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
