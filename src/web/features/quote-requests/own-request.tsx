import type { QuoteRequest } from '../../../domain/schemas/quote-requests';
import { BackToDashboard } from '../../components/back-to-dashboard';
import { CustomerRequestCard } from './customer-request-card';
import { m } from '../../../i18n/paraglide/messages.js';

/** The customer who opens a quote page of their own request sees that request, quotes and all. */
export function OwnRequest({ request }: { request: QuoteRequest }) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8">
      <BackToDashboard href="/customer" />
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">{m.own_title()}</h1>
      <p className="text-muted-foreground">{m.own_text()}</p>
      <div className="mt-6">
        <CustomerRequestCard request={request} />
      </div>
    </main>
  );
}
