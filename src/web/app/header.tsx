import { House, LayoutDashboard, LogOut, Menu, Moon, Sun, Wrench } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Avatar, AvatarFallback, AvatarImage } from '../components/ui/avatar';
import { Button } from '../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { useAuth, type AuthUser } from '../lib/auth';
import { useTheme } from '../lib/theme';
import { cn } from '../lib/utils';

interface NavLink {
  href: string;
  label: string;
  signedInOnly?: boolean;
}

const NAV_LINKS: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/providers', label: 'Browse Providers' },
  { href: '/request', label: 'Request Service', signedInOnly: true },
  { href: '/customer', label: 'Customer Dashboard', signedInOnly: true },
  { href: '/provider', label: 'Provider Dashboard', signedInOnly: true },
];

export function initialOf(user: Pick<AuthUser, 'displayName'>): string {
  return user.displayName?.trim().charAt(0).toUpperCase() || 'U';
}

function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'light' ? 'dark' : 'light';
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      data-testid="theme-toggle"
    >
      {theme === 'light' ? <Moon aria-hidden /> : <Sun aria-hidden />}
    </Button>
  );
}

function UserMenu({ user }: { user: AuthUser }) {
  const { signOut } = useAuth();
  const [, navigate] = useLocation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full"
          aria-label="Account menu"
          data-testid="user-menu"
        >
          <Avatar>
            {user.photoURL ? <AvatarImage src={user.photoURL} alt="" /> : null}
            <AvatarFallback>{initialOf(user)}</AvatarFallback>
          </Avatar>
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <p className="font-medium" data-testid="user-menu-name">
            {user.displayName ?? 'User'}
          </p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/customer')}>
          <LayoutDashboard aria-hidden />
          Customer Dashboard
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/provider')}>
          <Wrench aria-hidden />
          Provider Dashboard
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            void signOut()
              .catch(() => undefined)
              .then(() => navigate('/'));
          }}
        >
          <LogOut aria-hidden />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MobileNav({ links }: { links: NavLink[] }) {
  const [, navigate] = useLocation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation">
          <Menu aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {links.map((link) => (
          <DropdownMenuItem key={link.href} onSelect={() => navigate(link.href)}>
            {link.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function Header() {
  const { user, loading } = useAuth();
  const [location] = useLocation();
  const links = NAV_LINKS.filter((link) => !link.signedInOnly || user);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link
          href="/"
          className="mr-2 flex min-h-11 items-center gap-2 font-bold text-lg"
          aria-label="Khaya home"
        >
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <House className="size-5" aria-hidden />
          </span>
          Khaya
        </Link>
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
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
          <ThemeToggle />
          {loading ? (
            <div
              className="size-9 animate-pulse rounded-full bg-muted"
              data-testid="auth-placeholder"
              aria-label="Loading account"
              role="status"
            />
          ) : user ? (
            <UserMenu user={user} />
          ) : (
            <Button asChild size="sm" className="h-10">
              <Link href="/login">Sign In</Link>
            </Button>
          )}
          <MobileNav links={links} />
        </div>
      </div>
    </header>
  );
}
