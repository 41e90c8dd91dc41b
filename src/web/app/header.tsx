import { House, Menu, Moon, Sun, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { LanguageSelect } from '../components/language-select';
import { Button } from '../components/ui/button';
import { useAuthHref } from '../features/auth/return-to';
import { useAuth } from '../lib/auth';
import { useTheme } from '../lib/theme';
import { useFrameStarted } from '../lib/use-started';
import { cn } from '../lib/utils';
import { m } from '../../i18n/paraglide/messages.js';

interface NavLink {
  href: string;
  label: string;
  signedInOnly?: boolean;
  /** For visitors (a signed-in customer finds it on its dashboard: the bar stays one line). */
  signedOutOnly?: boolean;
}

const NAV_LINKS: NavLink[] = [
  { href: '/', label: m.nav_home() },
  { href: '/providers', label: m.nav_browse_providers() },
  { href: '/book-a-clean', label: m.nav_book_clean(), signedOutOnly: true },
  { href: '/request', label: m.nav_request_service(), signedInOnly: true },
  { href: '/customer', label: m.nav_customer_dashboard(), signedInOnly: true },
  { href: '/provider', label: m.nav_provider_dashboard(), signedInOnly: true },
];

function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  // Disabled until the app runs the page: a tap on a prerendered page before then would be lost.
  const started = useFrameStarted();
  // The icons follow the class on <html> (set before the first paint), so the prerendered
  // landing page never shows the wrong one.
  return (
    <Button
      variant="ghost"
      size="icon"
      disabled={!started}
      onClick={toggleTheme}
      aria-label={theme === 'light' ? m.theme_to_dark() : m.theme_to_light()}
      data-testid="theme-toggle"
    >
      <Moon aria-hidden className="dark:hidden" />
      <Sun aria-hidden className="hidden dark:block" />
    </Button>
  );
}

/**
 * The phone navigation: a plain disclosure (no menu library), so the first view of every page
 * carries as little JavaScript as possible.
 */
function MobileNav({ links }: { links: NavLink[] }) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const started = useFrameStarted();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="md:hidden">
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label={open ? m.nav_close() : m.nav_open()}
        aria-expanded={open}
        aria-controls="mobile-nav"
        disabled={!started}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X aria-hidden /> : <Menu aria-hidden />}
      </Button>
      <div
        ref={panel}
        id="mobile-nav"
        hidden={!open}
        className="absolute inset-x-0 top-16 z-40 border-b bg-background px-4 pb-4 shadow-lg"
      >
        <nav aria-label={m.nav_main()}>
          <ul className="grid gap-1 pt-2">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  onClick={() => setOpen(false)}
                  aria-current={location === link.href ? 'page' : undefined}
                  className="flex min-h-11 items-center rounded-md px-3 text-sm font-medium hover:bg-accent aria-[current=page]:bg-accent"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Only while open: every page's markup carries the header. */}
        {open ? <LanguageSelect className="mt-2 w-full" /> : null}
      </div>
    </div>
  );
}

const UserMenu = lazy(() => import('./user-menu'));

function AvatarPlaceholder() {
  return (
    <div
      className="size-9 animate-pulse rounded-full bg-muted"
      data-testid="auth-placeholder"
      aria-label={m.nav_loading_account()}
      role="status"
    />
  );
}

export function Header() {
  const { user, loading } = useAuth();
  const signInHref = useAuthHref('/login');
  const [location] = useLocation();
  const links = NAV_LINKS.filter((link) => (user ? !link.signedOutOnly : !link.signedInOnly));
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        {m.nav_skip()}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link
          href="/"
          className="mr-2 flex min-h-11 items-center gap-2 font-bold text-lg"
          aria-label={m.nav_logo()}
        >
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <House className="size-5" aria-hidden />
          </span>
          {/* Signed in, a 320 px phone has room for the icons or the name: the icons win. */}
          <span className={cn(user && 'max-[399px]:sr-only')}>Khaya</span>
        </Link>
        <nav aria-label={m.nav_main()} className="hidden flex-1 items-center gap-1 md:flex">
          {links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              aria-current={location === link.href ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                location === link.href && 'text-foreground',
              )}
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSelect className="hidden md:block" />
          <ThemeToggle />
          {loading ? (
            <AvatarPlaceholder />
          ) : user ? (
            <Suspense fallback={<AvatarPlaceholder />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <Button asChild size="sm" className="h-10">
              <Link href={signInHref} data-return="">
                {m.nav_sign_in()}
              </Link>
            </Button>
          )}
          <MobileNav links={links} />
        </div>
      </div>
    </header>
  );
}
