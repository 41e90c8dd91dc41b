import { formatPhone } from '../../domain/phone';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BarChart3, LayoutDashboard, LogOut, Settings, ShieldCheck, Wrench } from 'lucide-react';
import type { User } from '../../domain/schemas/users';
import { useLocation } from 'wouter';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import type { OpensOnDemand } from '../components/ui/on-demand';
import { fetchUserRecord, userRecordKey } from '../features/auth/user-record';
import { useAuth, type AuthUser } from '../lib/auth';
import { loadPageFor } from './routes';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * This phone's push notifications end with the session (issue 52), told to the server while
 * it still knows who asks. Only where notifications were allowed is that code loaded (it is
 * kept by the service worker when there is no signal).
 */
async function forgetPushHere(): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const push = await import('../features/notifications/push').catch(() => null);
  await push?.forgetPushHere().catch(() => undefined);
}

/** The account menu itself (Radix), loaded when first wanted (./user-menu.tsx). */
export default function AccountMenu({
  user,
  trigger,
  defaultOpen,
}: { user: AuthUser } & OpensOnDemand) {
  const { signOut } = useAuth();
  const [, navigate] = useLocation();
  // The account record, as a signed-in page loaded it, or now (not before the menu is wanted:
  // during sign-up it does not exist yet): an admin's menu leads to the desk.
  const record = useQuery<User | null>({
    queryKey: userRecordKey(user.uid),
    queryFn: () => fetchUserRecord(user.uid),
  });
  // Sign Out goes to the landing page: its code comes with the menu, so a sign-out without
  // signal still shows it.
  useEffect(() => void loadPageFor('/').catch(() => undefined), []);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <p className="font-medium" data-testid="user-menu-name">
            {user.displayName ?? m.menu_user()}
          </p>
          <p className="truncate text-xs text-muted-foreground">
            {user.email ?? (user.phoneNumber ? formatPhone(user.phoneNumber) : null)}
          </p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/customer')}>
          <LayoutDashboard aria-hidden />
          {m.nav_customer_dashboard()}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/provider')}>
          <Wrench aria-hidden />
          {m.nav_provider_dashboard()}
        </DropdownMenuItem>
        {record.data?.isProvider ? (
          <DropdownMenuItem onSelect={() => navigate('/provider/business')}>
            <BarChart3 aria-hidden />
            {m.menu_business()}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => navigate('/settings')}>
          <Settings aria-hidden />
          {m.menu_settings()}
        </DropdownMenuItem>
        {record.data?.isAdmin ? (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>
            <ShieldCheck aria-hidden />
            {m.menu_admin()}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            // Home first: the signed-in page goes (and its requests with it), then the session.
            navigate('/');
            void forgetPushHere()
              .then(() => signOut())
              .catch(() => undefined);
          }}
        >
          <LogOut aria-hidden />
          {m.menu_sign_out()}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
