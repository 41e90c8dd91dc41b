import { Bell } from 'lucide-react';
import { Link } from 'wouter';
import { CountBadge } from '../../components/ui/count-badge';
import { useUnreadCount } from './api';
import { m } from '../../../i18n/paraglide/messages.js';

/** The header's bell: the unread count on it, a link to /notifications. */
export function NotificationBell() {
  const { data } = useUnreadCount();
  const unread = data?.unread ?? 0;
  const label = unread === 0 ? m.bell_label() : m.bell_unread({ count: unread });
  return (
    <Link
      href="/notifications"
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      className="relative inline-flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-accent-foreground"
    >
      <Bell className="size-5" aria-hidden />
      <CountBadge count={unread} testId="unread-count" />
    </Link>
  );
}
