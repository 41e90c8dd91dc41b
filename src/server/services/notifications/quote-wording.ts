import type { Locale } from '../../../domain/locales';
import { formatRand } from '../../../domain/money';
import { MAX_QUOTES_PER_REQUEST } from '../../../domain/quote-status';
import type { BookedVisit } from '../../../domain/visit';
import { bookedTextIn } from '../../../domain/visit-words';
import { m } from '../../../i18n/paraglide/messages.js';
import {
  contactCard,
  excerpt,
  feeLine,
  jobWords,
  sentences,
  serviceIn,
  type Contact,
  type RequestFacts,
  type Wording,
} from './wording';

/** A lead's and a quote's news, from the lead to the job done (see ./wording.ts). */

export const newLead =
  (request: RequestFacts, km: number | null, named: boolean): Wording =>
  (locale) => {
    const { service, place } = jobWords(locale, request);
    const { area } = request;
    const where =
      km === null
        ? area
        : km < 1
          ? m.notice_lead_where_near({ area }, { locale })
          : m.notice_lead_where_km({ area, km }, { locale });
    const person = request.customerFirstName;
    return {
      kind: 'new_lead',
      title: named
        ? m.notice_lead_named_title({ person, service }, { locale })
        : request.emergency
          ? m.notice_lead_emergency_title({ service, place }, { locale })
          : m.notice_lead_title({ service, place }, { locale }),
      body: m.notice_lead_body({ excerpt: excerpt(request.description), where }, { locale }),
      link: `/quote/${request.id}`,
      template: {
        name: 'new_lead',
        parameters: [service, where, excerpt(request.description, 60)],
      },
    };
  };

export const quoteReceived =
  (
    request: RequestFacts,
    quote: { amount: number; providerName: string },
    placesTaken: number,
  ): Wording =>
  (locale) => {
    const service = serviceIn(locale, request.serviceType);
    const amount = formatRand(quote.amount);
    const pro = quote.providerName;
    return {
      kind: 'quote_received',
      title: m.notice_quote_received_title({ amount, service }, { locale }),
      body: m.notice_quote_received_body(
        { pro, area: request.area, taken: placesTaken, max: MAX_QUOTES_PER_REQUEST },
        { locale },
      ),
      link: '/customer',
      template: { name: 'quote_received', parameters: [service, amount, pro] },
    };
  };

/** To the customer: a provider changed its quote (the old total, when it changed). */
export const quoteRevised =
  (
    request: RequestFacts,
    quote: { amount: number; providerName: string },
    previousAmount: number,
  ): Wording =>
  (locale) => {
    const service = serviceIn(locale, request.serviceType);
    const amount = formatRand(quote.amount);
    return {
      kind: 'quote_revised',
      title: m.notice_quote_revised_title({ pro: quote.providerName, service }, { locale }),
      body:
        previousAmount === quote.amount
          ? m.notice_quote_revised_same({ amount }, { locale })
          : m.notice_quote_revised_changed(
              { amount, previous: formatRand(previousAmount) },
              { locale },
            ),
      link: `/customer/requests/${request.id}`,
    };
  };

/** To the customer: a provider took back its quote. */
export const quoteWithdrawn =
  (request: RequestFacts, quote: { amount: number; providerName: string }): Wording =>
  (locale) => {
    const { service, place } = jobWords(locale, request);
    return {
      kind: 'quote_withdrawn',
      title: m.notice_quote_withdrawn_title({ pro: quote.providerName, service }, { locale }),
      body: m.notice_quote_withdrawn_body({ amount: formatRand(quote.amount), place }, { locale }),
      link: `/customer/requests/${request.id}`,
    };
  };

/** To a provider whose open quote was declined when the customer closed the request. */
export const requestClosed =
  (request: RequestFacts, amount: number): Wording =>
  (locale) => ({
    kind: 'request_closed',
    title: m.notice_request_closed_title(jobWords(locale, request), { locale }),
    body: m.notice_request_closed_body(
      { person: request.customerFirstName, amount: formatRand(amount) },
      { locale },
    ),
    link: '/provider',
  });

/** `booked`: the visit the accept booked ('Thu 3 Dec, 08:00-10:00'), if any. */
export const quoteAccepted =
  (
    request: RequestFacts,
    amount: number,
    contact: Contact,
    booked: BookedVisit | null = null,
    fee: { cents: number; balanceCents: number } | null = null,
  ): Wording =>
  (locale: Locale) => {
    const { service, place } = jobWords(locale, request);
    const card = contactCard(locale, contact);
    const rand = formatRand(amount);
    const person = request.customerFirstName;
    return {
      kind: 'quote_accepted',
      title: m.notice_quote_accepted_title({ service, place }, { locale }),
      body: sentences(
        m.notice_quote_accepted_chose({ person, amount: rand }, { locale }),
        booked && m.notice_booked({ time: bookedTextIn(locale, booked) }, { locale }),
        booked
          ? m.notice_contact_confirm({ card }, { locale })
          : m.notice_contact_arrange({ card }, { locale }),
        feeLine(locale, fee),
      ),
      link: `/quote/${request.id}`,
      template: { name: 'quote_accepted', parameters: [person, rand, service, place, card] },
    };
  };

export const quoteNotChosen =
  (request: RequestFacts): Wording =>
  (locale) => ({
    kind: 'quote_not_chosen',
    title: m.notice_not_chosen_title(jobWords(locale, request), { locale }),
    body: m.notice_not_chosen_body({ person: request.customerFirstName }, { locale }),
    link: '/provider',
  });

export const quoteDeclined =
  (request: RequestFacts, amount: number): Wording =>
  (locale) => ({
    kind: 'quote_declined',
    title: m.notice_declined_title(jobWords(locale, request), { locale }),
    body: m.notice_declined_body(
      { person: request.customerFirstName, amount: formatRand(amount) },
      { locale },
    ),
    link: '/provider',
  });

export const jobCompleted =
  (request: RequestFacts): Wording =>
  (locale) => {
    const { service, place } = jobWords(locale, request);
    const person = request.customerFirstName;
    return {
      kind: 'job_completed',
      title: m.notice_job_completed_title({ service, place }, { locale }),
      body: m.notice_job_completed_body({ person }, { locale }),
      link: '/provider',
      template: { name: 'job_completed', parameters: [person, service, place] },
    };
  };

/** To the customer once they marked the job completed: their review of the provider. */
export const reviewRequest =
  (request: RequestFacts, providerName: string): Wording =>
  (locale) => {
    const service = serviceIn(locale, request.serviceType);
    return {
      kind: 'review_request',
      title: m.notice_review_request_title({ service, pro: providerName }, { locale }),
      body: m.notice_review_request_body({}, { locale }),
      link: '/customer',
      template: { name: 'review_request', parameters: [service, providerName] },
    };
  };
