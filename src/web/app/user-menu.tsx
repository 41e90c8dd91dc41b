import { useEffect, useState } from 'react';
import { OnDemand, type OpensOnDemand } from '../components/ui/on-demand';
import { useLiveEvents } from '../features/live/live-events';
import { MessagesMenu } from '../features/messages/messages-menu';
import { NotificationBell } from '../features/notifications/bell';
import type { AuthUser } from '../lib/auth';
import { splitComponent } from '../lib/split-component';
import { m } from '../../i18n/paraglide/messages.js';

export function initialOf(user: Pick<AuthUser, 'displayName'>): string {
  return user.displayName?.trim().charAt(0).toUpperCase() || 'U';
}

const accountMenu = splitComponent<{ user: AuthUser } & OpensOnDemand>(
  () => import('./account-menu'),
);

/** After the page's first view, the account menu's code comes anyway: signing out works offline. */
const ACCOUNT_MENU_AFTER_MS = 10_000;

/** The person's photo, or their initial while it loads or when it cannot. */
function Avatar({ user }: { user: AuthUser }) {
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <span className="relative flex size-9 shrink-0 overflow-hidden rounded-full">
      {user.photoURL && !failed ? (
        <img
          src={user.photoURL}
          alt=""
          className={shown ? 'aspect-square size-full' : 'absolute size-0 opacity-0'}
          onLoad={() => setShown(true)}
          onError={() => setFailed(true)}
        />
      ) : null}
      {shown ? null : (
        <span className="flex size-full items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
          {initialOf(user)}
        </span>
      )}
    </span>
  );
}

/**
 * The signed-in user's controls (messages, the notification bell, the account menu) and the live
 * stream that keeps open pages current: loaded only once someone is signed in (it carries their
 * code). The menus' own code comes when someone reaches for them.
 */
export default function UserMenu({ user }: { user: AuthUser }) {
  // Open pages stay current while someone is signed in: messages, quotes, decisions.
  useLiveEvents();
  useEffect(() => {
    const timer = setTimeout(
      () => void accountMenu.load().catch(() => undefined),
      ACCOUNT_MENU_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <MessagesMenu />
      <NotificationBell />
      <OnDemand
        split={accountMenu}
        props={{ user }}
        trigger={
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full"
            aria-label={m.menu_account()}
            data-testid="user-menu"
          >
            <Avatar user={user} />
          </button>
        }
      />
    </>
  );
}
