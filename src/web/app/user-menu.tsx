import { formatPhone } from '../../domain/phone';
import { useQuery } from '@tanstack/react-query';
import { LayoutDashboard, LogOut, Settings, ShieldCheck, Wrench } from 'lucide-react';
import type { User } from '../../domain/schemas/users';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Avatar, AvatarFallback, AvatarImage } from '../components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { fetchUserRecord, userRecordKey } from '../features/auth/user-record';
import { useLiveEvents } from '../features/live/live-events';
import { MessagesMenu } from '../features/messages/messages-menu';
import { NotificationBell } from '../features/notifications/bell';
import { useAuth, type AuthUser } from '../lib/auth';

export function initialOf(user: Pick<AuthUser, 'displayName'>): string {
  return user.displayName?.trim().charAt(0).toUpperCase() || 'U';
}

/**
 * The signed-in user's controls (messages, the notification bell, the account menu) and the live
 * stream that keeps open pages current: loaded only once
 * someone is signed in (it carries their code).
 */
export default function UserMenu({ user }: { user: AuthUser }) {
  const { signOut } = useAuth();
  const [, navigate] = useLocation();
  // Open pages stay current while someone is signed in: messages, quotes, decisions.
  useLiveEvents();
  // The account record, as a signed-in page loaded it or once the menu is first opened (not
  // before: during sign-up it does not exist yet): an admin's menu leads to the desk.
  const [opened, setOpened] = useState(false);
  const record = useQuery<User | null>({
    queryKey: userRecordKey(user.uid),
    queryFn: () => fetchUserRecord(user.uid),
    enabled: opened,
  });
  return (
    <>
      <MessagesMenu />
      <NotificationBell />
      <DropdownMenu onOpenChange={(open) => open && setOpened(true)}>
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
            <p className="truncate text-xs text-muted-foreground">
              {user.email ?? (user.phoneNumber ? formatPhone(user.phoneNumber) : null)}
            </p>
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
          <DropdownMenuItem onSelect={() => navigate('/settings')}>
            <Settings aria-hidden />
            Settings
          </DropdownMenuItem>
          {record.data?.isAdmin ? (
            <DropdownMenuItem onSelect={() => navigate('/admin')}>
              <ShieldCheck aria-hidden />
              Admin desk
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => {
              // Home first: the signed-in page goes (and its requests with it), then the session.
              navigate('/');
              void signOut().catch(() => undefined);
            }}
          >
            <LogOut aria-hidden />
            Sign Out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
