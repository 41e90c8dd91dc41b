import { Clock } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ProviderProfile } from '../../../domain/schemas/providers';
import { usualHoursText } from '../../../domain/working-hours';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { WEEKDAY_WORDS } from '../../lib/visit-dates';
import { m } from '../../../i18n/paraglide/messages.js';

const WorkingHoursForm = lazy(() => import('./working-hours-form'));

/**
 * When the provider usually works and how many jobs it takes a day (issue 45): its public page
 * says the hours; a customer cannot book it past the day's jobs. Folded until wanted, and its
 * form's code loads when it is unfolded.
 */
export function WorkingHoursCard({ profile }: { profile: ProviderProfile }) {
  const [open, setOpen] = useState(false);
  const hoursText = usualHoursText(profile.workingHours, WEEKDAY_WORDS) ?? m.wh_none();
  const count = profile.dailyCapacity;
  return (
    <Card className="mt-6">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Clock className="size-5 text-primary" aria-hidden />
          {m.wh_heading()}
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="usual-hours">
          {count === 1
            ? m.wh_summary_one({ hours: hoursText })
            : m.wh_summary_many({ hours: hoursText, count })}
        </p>
      </CardHeader>
      <CardContent>
        <details className="group" onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent group-open:mb-3">
            {m.wh_change()}
          </summary>
          {open ? (
            <Suspense fallback={<p className="text-sm text-muted-foreground">{m.pl_loading()}</p>}>
              <WorkingHoursForm profile={profile} />
            </Suspense>
          ) : null}
        </details>
      </CardContent>
    </Card>
  );
}
