import { BadgeCheck, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatRand } from '../../../domain/money';
import type { InstantCleanOffer } from '../../../domain/schemas/instant-cleans';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { RadioChips } from '../../components/ui/radio-chips';
import { ProviderAvatar, ProviderRating } from '../providers';

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
                <BadgeCheck className="size-4 text-primary" aria-label="Verified" />
              ) : null}
            </h3>
            <p className="flex flex-wrap items-center gap-1 text-sm">
              <ProviderRating provider={offer} />
              <span className="text-muted-foreground">· {offer.distanceKm} km away</span>
            </p>
          </div>
          <p className="text-right">
            <span className="block text-xl font-semibold">{formatRand(offer.total)}</span>
            <span className="text-xs text-muted-foreground">all in</span>
          </p>
        </div>
        <details className="group text-sm">
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 text-muted-foreground">
            How it adds up
            <ChevronDown className="size-4 group-open:rotate-180" aria-hidden="true" />
          </summary>
          <ul className="mt-2 grid gap-1">
            {offer.lines.map((line) => (
              <li key={line.label} className="flex justify-between gap-2">
                <span>{line.label}</span>
                <span>{formatRand(line.amount)}</span>
              </li>
            ))}
          </ul>
        </details>
        <div className="grid gap-2">
          <p className="text-sm font-medium">Start at</p>
          <RadioChips
            label={`Start times with ${offer.name}`}
            options={offer.starts.map((time) => ({ value: time, label: time }))}
            value={start}
            onChange={setStart}
          />
        </div>
        <Button disabled={booking || !start} onClick={() => onBook(start)}>
          Book {start} for {formatRand(offer.total)}
        </Button>
      </Card>
    </li>
  );
}
