import { Link } from 'wouter';
import { SERVICE_LABELS, SERVICE_TYPES } from '../../domain/services';

const COLUMNS: { title: string; links: { href: string; label: string }[] }[] = [
  {
    title: 'Services',
    links: SERVICE_TYPES.map((service) => ({
      href: `/providers?service=${service}`,
      label: SERVICE_LABELS[service],
    })),
  },
  {
    title: 'For Providers',
    links: [
      { href: '/for-providers', label: 'Join as a Provider' },
      { href: '/help#providers', label: 'Provider Resources' },
      { href: '/for-providers#stories', label: 'Success Stories' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/about', label: 'About Us' },
      { href: '/contact', label: 'Contact' },
      { href: '/help', label: 'Help' },
      { href: '/terms', label: 'Terms of use' },
      { href: '/guarantee', label: 'Khaya Guarantee' },
      { href: '/privacy', label: 'Privacy Policy' },
    ],
  },
];

/** The site's footer: the services, the providers' pages and the company's, every one a page. */
export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40 py-10 text-sm">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:grid-cols-3">
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-semibold">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-muted-foreground hover:text-foreground">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="mx-auto mt-8 max-w-6xl px-4 text-muted-foreground">
        © {new Date().getFullYear()} Khaya. All rights reserved.
      </p>
    </footer>
  );
}
