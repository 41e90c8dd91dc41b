import { BadgeCheck, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatRand } from '../../../domain/money';
import type { InstantCleanOffer } from '../../../domain/schemas/instant-cleans';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { RadioChips } from '../../components/ui/radio-chips';
import { distanceWords, ProviderAvatar, ProviderRating } from '../providers';
import { priceLineWords } from './clean-words';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * One cleaner who can come: who, how far, the total and how it adds up, its free starts that
 * day as chips, and the button that books the chosen one.
 */
export function CleanOffer({
  offer,
  booking,
  onBook,
}: {
  offer: InstantCleanOffer;
  booking: boolean;
  onBook: (start: string) => void;
}) {
  const [start, setStart] = useState(offer.starts[0] ?? '');
  return (
    <li>
      <Card className="grid gap-3 p-4" data-testid="clean-offer">
        <div className="flex items-start gap-3">
          <ProviderAvatar name={offer.name} photoUrl={offer.profilePhotoUrl} />
          <div className="min-w-0 flex-1">
            <h3 className="flex flex-wrap items-center gap-1 font-semibold">
              <Link href={`/providers/${offer.providerId}`} className="hover:underline">
                {offer.name}
              </Link>
              {offer.isVerified ? (
                <BadgeCheck className="size-4 text-primary" aria-label={m.provider_verified()} />
              ) : null}
            </h3>
            <p className="flex flex-wrap items-center gap-1 text-sm">
              <ProviderRating provider={offer} />
              <span className="text-muted-foreground">
                · {m.bc_away({ distance: distanceWords(offer.distanceKm) })}
              </span>
            </p>
          </div>
          <p className="text-right">
            <span className="block text-xl font-semibold">{formatRand(offer.total)}</span>
            <span className="text-xs text-muted-foreground">{m.bc_all_in()}</span>
          </p>
        </div>
        <details className="group text-sm">
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 text-muted-foreground">
            {m.bc_adds_up()}
            <ChevronDown className="size-4 group-open:rotate-180" aria-hidden="true" />
          </summary>
          <ul className="mt-2 grid gap-1">
            {offer.lines.map((line) => (
              <li key={line.label} className="flex justify-between gap-2">
                <span>{priceLineWords(line.label)}</span>
                <span>{formatRand(line.amount)}</span>
              </li>
            ))}
          </ul>
        </details>
        <div className="grid gap-2">
          <p className="text-sm font-medium">{m.bc_start_at()}</p>
          <RadioChips
            label={m.bc_start_times({ name: offer.name })}
            options={offer.starts.map((time) => ({ value: time, label: time }))}
            value={start}
            onChange={setStart}
          />
        </div>
        <Button disabled={booking || !start} onClick={() => onBook(start)}>
          {m.bc_book({ start, amount: formatRand(offer.total) })}
        </Button>
      </Card>
    </li>
  );
}
