import { Link } from 'wouter';
import { SERVICE_TYPES } from '../../domain/services';
import { m } from '../../i18n/paraglide/messages.js';
import { serviceWord } from '../lib/service-words';

/** The columns in the page's language (src/i18n), worked out when the footer renders. */
const columns = (): {
  title: string;
  links: { href: string; label: string; server?: boolean }[];
}[] => [
  {
    title: m.footer_services(),
    links: [
      ...SERVICE_TYPES.map((service) => ({
        href: `/providers?service=${service}`,
        label: serviceWord(service),
      })),
      // What jobs cost (issue 51): pages the server writes, outside the app's router.
      { href: '/prices/cleaning', label: m.footer_prices(), server: true },
    ],
  },
  {
    title: m.footer_for_providers(),
    links: [
      { href: '/for-providers', label: m.footer_join() },
      { href: '/help#providers', label: m.footer_resources() },
      { href: '/for-providers#stories', label: m.footer_stories() },
    ],
  },
  {
    title: m.footer_company(),
    links: [
      { href: '/about', label: m.footer_about() },
      { href: '/contact', label: m.footer_contact() },
      { href: '/help', label: m.footer_help() },
      { href: '/terms', label: m.footer_terms() },
      { href: '/guarantee', label: m.footer_guarantee() },
      { href: '/privacy', label: m.footer_privacy() },
    ],
  },
];

/** The site's footer: the services, the providers' pages and the company's, every one a page. */
export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40 py-10 text-sm">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:grid-cols-3">
        {columns().map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-semibold">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  {link.server ? (
                    <a href={link.href} className="text-muted-foreground hover:text-foreground">
                      {link.label}
                    </a>
                  ) : (
                    <Link href={link.href} className="text-muted-foreground hover:text-foreground">
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="mx-auto mt-8 max-w-6xl px-4 text-muted-foreground">
        {m.footer_rights({ year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
