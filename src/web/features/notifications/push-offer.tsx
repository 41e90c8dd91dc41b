import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { m } from '../../../i18n/paraglide/messages.js';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { useAuth } from '../../lib/auth';
import { PUSH_OFFER_LATER_KEY } from '../../lib/storage-keys';
import { serviceWorkerOf } from '../../../domain/offline';
import { LOCALE_BASE } from '../../lib/locale';
import { preferencesKey } from './preferences-api';

const MONTH_MS = 30 * 86_400_000;

function answeredLater(): boolean {
  try {
    const at = Number(localStorage.getItem(PUSH_OFFER_LATER_KEY));
    return Number.isFinite(at) && Date.now() - at < MONTH_MS;
  } catch {
    return false;
  }
}

/**
 * Whether this browser could take push notifications and does not yet (./push.ts says the same
 * at length; that code loads only when the person taps).
 */
async function couldTurnOn(): Promise<boolean> {
  if (!('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window))
    return false;
  if (Notification.permission === 'denied') return false;
  const found = await navigator.serviceWorker.getRegistration(serviceWorkerOf(LOCALE_BASE).scope);
  return !(await found?.pushManager.getSubscription());
}

/**
 * The offer of push notifications where they help (issue 52): 'Tell me when quotes arrive' once
 * a customer waits for quotes, 'Tell me of new requests' on a provider's dashboard. Only in a
 * browser that can take them, has not been told no, and does not take them yet; the browser's
 * own question comes only when the person taps.
 */
export function PushOffer({
  about,
  className = 'mt-6',
}: {
  about: 'quotes' | 'leads';
  /** Its margin where it stands (a page's grid spaces its own). */
  className?: string;
}) {
  const { user } = useAuth();
  const client = useQueryClient();
  const [shown, setShown] = useState(false);
  const [phase, setPhase] = useState<'asking' | 'busy' | 'done' | { failed: string }>('asking');
  useEffect(() => {
    let live = true;
    if (answeredLater()) return;
    void couldTurnOn().then((could) => {
      if (live && could) setShown(true);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!shown) return null;
  const later = () => {
    try {
      localStorage.setItem(PUSH_OFFER_LATER_KEY, String(Date.now()));
    } catch {
      // Storage refused: it is offered again next time.
    }
    setShown(false);
  };
  const turnOn = async () => {
    setPhase('busy');
    const push = await import('./push');
    try {
      const preferences = await push.turnOnPush();
      client.setQueryData(preferencesKey(user?.uid), preferences);
      setPhase('done');
    } catch (error) {
      setPhase({ failed: push.pushRefusalText(error) });
    }
  };
  const titleId = `push-offer-${about}`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex flex-wrap items-start gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4',
        className,
      )}
    >
      <BellRing aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="grid min-w-0 flex-1 basis-60 gap-1">
        <h2 id={titleId} className="font-semibold">
          {about === 'quotes' ? m.push_offer_quotes_title() : m.push_offer_leads_title()}
        </h2>
        <p className="text-sm text-muted-foreground">{m.push_offer_body()}</p>
        <p role="status" aria-live="polite" className="text-sm empty:hidden">
          {phase === 'done' ? (
            m.push_done()
          ) : typeof phase === 'object' ? (
            <span className="text-destructive">{phase.failed}</span>
          ) : null}
        </p>
      </div>
      {phase === 'done' ? null : (
        // On a narrow phone the main button wraps above 'Not now'.
        <div className="flex flex-wrap-reverse gap-2">
          <Button variant="ghost" onClick={later}>
            {m.install_later()}
          </Button>
          <Button onClick={() => void turnOn()} disabled={phase === 'busy'}>
            {about === 'quotes' ? m.push_offer_quotes_button() : m.push_offer_leads_button()}
          </Button>
        </div>
      )}
    </section>
  );
}
