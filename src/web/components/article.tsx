import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';

/**
 * A page of reading (About, Help, Terms, Privacy, Contact): one column, a title and a lead
 * paragraph, and the site's footer below.
 */
export function Article({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <main
        id="main"
        className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-8 px-4 py-10 leading-relaxed"
      >
        <div className="grid gap-2">
          <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
          <p className="text-muted-foreground">{lead}</p>
        </div>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

/** A titled part of an Article; `id` makes it a place other pages link to. */
export function Section({
  title,
  id,
  children,
}: {
  title: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <section className="grid scroll-mt-20 gap-3" id={id} aria-labelledby={id && `${id}-heading`}>
      <h2 className="text-xl font-semibold" id={id && `${id}-heading`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** An Article's own table of contents: chips that jump to its sections. */
export function PageContents({ links }: { links: [href: string, label: string][] }) {
  return (
    <nav aria-label="On this page">
      <ul className="flex flex-wrap gap-2 text-sm">
        {links.map(([href, label]) => (
          <li key={href}>
            <a href={href} className="inline-block rounded-full border px-3 py-1 hover:bg-muted">
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A point in an Article's list: its subject in bold, then what is said of it. */
export function Point({ label, text }: { label: string; text: ReactNode }) {
  return (
    <li>
      <strong>{label}</strong> {text}
    </li>
  );
}

/** A bulleted list in an Article. */
export const listClass = 'list-disc space-y-2 pl-5';
