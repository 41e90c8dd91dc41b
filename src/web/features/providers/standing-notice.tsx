import { AlertTriangle, PauseCircle } from 'lucide-react';
import type { OwnStanding } from '../../../domain/schemas/reliability';
import { cn } from '../../lib/utils';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * What a provider reads on its dashboard when its standing is not good (issue 49): warned by
 * its completion rate, paused from new leads, or suspended with the admin's reason.
 */
export function StandingNotice({ standing }: { standing: OwnStanding }) {
  if (standing.standing === 'good' || !standing.text) return null;
  const warned = standing.standing === 'warned';
  const Icon = warned ? AlertTriangle : PauseCircle;
  return (
    <section
      aria-label={m.st_label()}
      data-testid="standing-notice"
      className={cn(
        'mt-6 flex items-start gap-3 rounded-lg border p-4 text-sm',
        warned
          ? 'border-warm/60 bg-warm/10'
          : 'border-destructive/60 bg-destructive/10 text-foreground',
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">
          {warned
            ? m.st_warned()
            : standing.standing === 'paused'
              ? m.st_paused()
              : m.st_suspended()}
        </p>
        <p>{standing.text}</p>
      </div>
    </section>
  );
}
