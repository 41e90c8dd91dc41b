import { CloudOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { formatTime, MOMENT_FORMATS } from '../../../domain/locale-format';
import { m } from '../../../i18n/paraglide/messages.js';
import { Button } from '../../components/ui/button';
import { LOCALE } from '../../lib/locale';
import { answerInstallOffer, useInstallOffer } from './install-offer';
import type { PhoneStart } from './phone-start';

/** '14:05' today, '23 Nov, 14:05' before: when the copy shown was kept. */
function keptWhen(at: Date): string {
  const today = MOMENT_FORMATS.day(LOCALE, new Date()) === MOMENT_FORMATS.day(LOCALE, at);
  return today ? formatTime(at) : MOMENT_FORMATS.dayTime(LOCALE, at);
}

/**
 * The app's notices about the phone itself (issue 52), at the bottom of every page: that the
 * page shows what was kept because there is no signal, and the one offer to install Khaya.
 * Rendered in a root of their own by start.tsx, once the page is idle.
 */
export default function OfflineNotices({ keptCopy }: { keptCopy: PhoneStart['keptCopy'] }) {
  const kept = useSyncExternalStore(keptCopy.subscribe, keptCopy.get);
  const offer = useInstallOffer();
  if (!kept && !offer) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center gap-2 p-3">
      {kept ? (
        <p
          role="status"
          className="pointer-events-auto flex max-w-md items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm text-card-foreground shadow-md"
        >
          <CloudOff aria-hidden="true" className="size-4 shrink-0" />
          {m.offline_showing({ time: keptWhen(kept) })}
        </p>
      ) : null}
      {offer ? (
        <section
          aria-labelledby="install-offer-title"
          className="pointer-events-auto w-full max-w-md rounded-lg border bg-card p-4 text-card-foreground shadow-lg"
        >
          <h2 id="install-offer-title" className="font-semibold">
            {m.install_title()}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{m.install_body()}</p>
          <div className="mt-3 flex justify-end gap-2">
            <Button variant="ghost" onClick={() => void answerInstallOffer(false)}>
              {m.install_later()}
            </Button>
            <Button onClick={() => void answerInstallOffer(true)}>{m.install_button()}</Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
