import { useQuery } from '@tanstack/react-query';
import type { Place } from '../../../domain/schemas/places';
import type { PriceHint as PriceHintAnswer } from '../../../domain/schemas/price-guides';
import { rangeText } from '../../../domain/search-pages';
import type { ServiceType } from '../../../domain/services';
import { apiJson } from '../../lib/api';
import { m } from '../../../i18n/paraglide/messages.js';

const SENTENCES: Record<ServiceType, (inputs: { where: string; range: string }) => string> = {
  cleaning: (inputs) => m.req_price_cleaning(inputs),
  plumbing: (inputs) => m.req_price_plumbing(inputs),
  electrical: (inputs) => m.req_price_electrical(inputs),
  gardening: (inputs) => m.req_price_gardening(inputs),
};

/**
 * What the chosen service typically costs where the job is (issue 51): 'Most plumbing jobs in
 * Durban cost R650 - R1 900', from accepted quotes on Khaya (`GET /api/price-guides`), with a
 * link to the service's price guide. Nothing while there are too few jobs to say.
 */
export function PriceHint({ service, place }: { service: ServiceType; place: Place | null }) {
  const point = place ? `&lat=${place.latitude}&lng=${place.longitude}` : '';
  const hint = useQuery({
    queryKey: ['/api/price-guides', service, point],
    queryFn: () => apiJson<PriceHintAnswer>('GET', `/api/price-guides?service=${service}${point}`),
    staleTime: 5 * 60_000,
  });
  const answer = hint.data;
  if (!answer?.range) return null;
  const where = answer.where
    ? m.req_price_in_place({ place: answer.where })
    : m.req_price_in_country();
  return (
    <p className="rounded-lg bg-accent px-3 py-2 text-sm text-accent-foreground" role="note">
      <strong className="font-semibold">
        {SENTENCES[service]({ where, range: rangeText(answer.range) })}
      </strong>
      . {m.req_price_basis({ jobs: answer.range.jobs })}{' '}
      <a className="underline" href={answer.guide}>
        {m.req_price_guide()}
      </a>
    </p>
  );
}
