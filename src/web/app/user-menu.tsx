import { lazy, Suspense, useEffect, useState } from 'react';
import { OnDemand, type OpensOnDemand } from '../components/ui/on-demand';
import { useLiveEvents } from '../features/live/live-events';
import { MessagesMenu } from '../features/messages/messages-menu';
import { NotificationBell } from '../features/notifications/bell';
import type { AuthUser } from '../lib/auth';
import { useDataSaver } from '../lib/data-saver';
import { WAITING_MESSAGES_EVENT, WAITING_MESSAGES_KEY } from '../lib/storage-keys';
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

// Sends messages written without signal (issue 52): its code comes only once one waits.
const WaitingMessagesSender = lazy(() => import('../features/messages/send-waiting'));

function somethingWaits(): boolean {
  try {
    return localStorage.getItem(WAITING_MESSAGES_KEY) !== null;
  } catch {
    return false;
  }
}

/** Whether a message waits for signal on this phone, now or since the page opened. */
function useMessagesWait(): boolean {
  const [waits, setWaits] = useState(somethingWaits);
  useEffect(() => {
    if (waits) return;
    const check = () => setWaits(somethingWaits());
    window.addEventListener(WAITING_MESSAGES_EVENT, check);
    window.addEventListener('storage', check);
    return () => {
      window.removeEventListener(WAITING_MESSAGES_EVENT, check);
      window.removeEventListener('storage', check);
    };
  }, [waits]);
  return waits;
}

/** The person's photo, or their initial while it loads, when it cannot, or to save data. */
function Avatar({ user }: { user: AuthUser }) {
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  const saver = useDataSaver();
  const photo = Boolean(user.photoURL) && !failed && !saver;
  return (
    <span className="relative flex size-9 shrink-0 overflow-hidden rounded-full">
      {photo ? (
        <img
          src={user.photoURL ?? undefined}
          alt=""
          className={shown ? 'aspect-square size-full' : 'absolute size-0 opacity-0'}
          onLoad={() => setShown(true)}
          onError={() => setFailed(true)}
        />
      ) : null}
      {photo && shown ? null : (
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
  // Messages written without signal go from whatever page is open once it returns.
  const messagesWait = useMessagesWait();
  useEffect(() => {
    const timer = setTimeout(
      () => void accountMenu.load().catch(() => undefined),
      ACCOUNT_MENU_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      {messagesWait ? (
        <Suspense fallback={null}>
          <WaitingMessagesSender />
        </Suspense>
      ) : null}
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
