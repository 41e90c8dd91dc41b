import { MessageSquareQuote, Star } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Link } from 'wouter';
import { RequestMessagesLink } from '../messages';
import { formatRandOnOneLine } from '../../../domain/money';
import { MAX_QUOTES_PER_REQUEST } from '../../../domain/quote-status';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ServiceIcon } from '../../components/service-icon';
import { ReviewPanel } from '../reviews';
import { ContactCard } from './contact-card';
import { CustomerLine } from './customer-line';
import { RequestSummary } from './request-summary';
import { QuoteStatusBadge } from '../quotes';
import { RequestStatusBadge } from './status-badge';
import { m } from '../../../i18n/paraglide/messages.js';
import { serviceWord } from '../../lib/service-words';
import { NameInSentence } from '../../components/name-in-sentence';

/**
 * A request as a provider sees it: the customer's first name, the area and how far it is, and
 * only its own quote; marked when the customer asked for this provider by name.
 */
export function ProviderRequestCard({
  request,
  askedForYou = false,
}: {
  request: QuoteRequest;
  askedForYou?: boolean;
}) {
  const mine = request.quotes[0];
  return (
    <Card
      as="article"
      className="p-5"
      data-testid="provider-request-card"
      aria-labelledby={`preq-${request.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`preq-${request.id}`} className="flex items-center gap-2 font-semibold">
          <ServiceIcon service={request.serviceType} className="size-4 text-primary" />
          {serviceWord(request.serviceType)}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {askedForYou ? (
            <Badge tone="warm" data-testid="asked-for-you">
              <Star className="size-3" aria-hidden />
              {m.pcard_asked()}
            </Badge>
          ) : null}
          <RequestStatusBadge status={request.status} />
        </div>
      </div>
      <div className="mt-2">
        <CustomerLine request={request} />
      </div>
      <div className="mt-2">
        <RequestSummary request={request} photoLimit={2} />
      </div>
      {mine ? (
        <div
          className="mt-4 flex flex-wrap items-center gap-2 rounded-lg border p-3 text-sm"
          data-testid="my-quote"
        >
          <span className="text-muted-foreground">{m.pcard_your_quote()}</span>
          <span className="text-lg font-bold">{formatRandOnOneLine(mine.amount)}</span>
          <QuoteStatusBadge status={mine.status} />
          {mine.message ? (
            <p className="w-full text-muted-foreground [overflow-wrap:anywhere]">{mine.message}</p>
          ) : null}
        </div>
      ) : null}
      {request.customerContact ? (
        <div className="mt-4">
          <ContactCard contact={request.customerContact} testId="customer-contact">
            {request.status === 'completed' ? (
              <NameInSentence
                sentence={m.pcard_completed_contact}
                name={request.customerContact.name}
              />
            ) : (
              <NameInSentence
                sentence={m.pcard_accepted_contact}
                name={request.customerContact.name}
              />
            )}
          </ContactCard>
        </div>
      ) : null}
      {request.status === 'completed' && request.customerContact ? (
        <ReviewPanel
          requestId={request.id}
          otherName={request.customerContact.name.split(/\s+/)[0] ?? request.customerContact.name}
          side="provider"
        />
      ) : null}
      {request.canQuote ? (
        <p className="mt-4 text-sm text-muted-foreground" data-testid="places-taken">
          {request.quoteCount === 0
            ? m.pcard_first({ max: MAX_QUOTES_PER_REQUEST })
            : m.pcard_places({ count: request.quoteCount, max: MAX_QUOTES_PER_REQUEST })}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2 empty:hidden">
        {request.canQuote ? (
          <Button asChild className="w-full sm:w-auto">
            <Link href={`/quote/${request.id}`}>
              <MessageSquareQuote aria-hidden />
              {m.pcard_respond()}
            </Link>
          </Button>
        ) : null}
        <RequestMessagesLink
          requestId={request.id}
          href={`/quote/${request.id}`}
          {...(request.canQuote ? { label: m.pcard_ask() } : {})}
        />
      </div>
    </Card>
  );
}
