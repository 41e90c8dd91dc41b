import { erased, kept, redacted, type TablePolicy } from './personal-data-treatments';

/** What deletion does with notifications, deliveries and the platform's own tables (see personal-data-treatments.ts). */
export const NOTICES_AND_PLATFORM: Record<string, TablePolicy> = {
  notifications: {
    why: "The person's notifications are deleted; in other people's, their name becomes 'Former customer' or 'Former provider'.",
    columns: {
      ...erased('id', 'user_id', 'event_id', 'kind', 'link', 'created_at', 'read_at'),
      ...{ title: 'anonymised', body: 'anonymised' },
    },
  },
  deliveries: {
    why: "Deliveries of the person's notifications go with them.",
    columns: erased(
      'id',
      'notification_id',
      'user_id',
      'channel',
      'kind',
      'status',
      'attempts',
      'last_error',
      'not_before',
      'lease_until',
      'sent_at',
      'external_id',
      'carried_by',
      'payload',
      'request_id',
      'created_at',
    ),
  },
  mailbox: {
    why: "The embedded mail catcher: messages to the person go; in others', their name is replaced as in notifications.",
    columns: {
      ...erased('id', 'delivery_id', 'channel', 'to_address', 'headers', 'sent_at'),
      ...{
        subject: 'anonymised',
        text: 'anonymised',
        html: 'anonymised',
        attachments: 'anonymised',
      },
    },
  },
  contact_messages: {
    why: 'Messages the person sent to Khaya (signed in, or from their address): deleted.',
    columns: erased(
      'id',
      'user_id',
      'name',
      'email',
      'topic',
      'message',
      'created_at',
      'handled_at',
      'handled_by',
    ),
  },
  notification_settings: {
    why: "The person's choices: deleted.",
    columns: erased('user_id', 'email', 'whatsapp', 'push', 'updated_at'),
  },
  push_subscriptions: {
    why: "The browsers that took the person's push notifications: deleted (nothing more is sent).",
    columns: erased(
      'id',
      'user_id',
      'endpoint',
      'p256dh',
      'auth',
      'label',
      'created_at',
      'last_sent_at',
    ),
  },
  consents: {
    why: 'What the person agreed to and the WhatsApp number it covered: deleted with the person (there is no one left to prove consent to).',
    columns: erased(
      'id',
      'user_id',
      'purpose',
      'wording',
      'detail',
      'given_at',
      'withdrawn_at',
      'withdrawn_via',
    ),
  },
  live_streams: {
    why: "The person's live stream: deleted.",
    columns: erased('user_id', 'last_seq'),
  },
  live_events: {
    why: "The person's own are deleted; others' copies of the person's messages too (the rest are ids, kept two days).",
    columns: erased('user_id', 'seq', 'type', 'data', 'source_event_id', 'created_at'),
  },
  domain_events: {
    why: 'Ids of what happened and small facts, never personal data (events/types.ts); the id of the request that recorded it says nothing of anyone (a uuid, or the balancer’s time and counter).',
    columns: kept(
      'id',
      'type',
      'subjects',
      'payload',
      'created_at',
      'claimed_at',
      'dispatched_at',
      'request_id',
    ),
  },
  idempotency_keys: {
    why: "The person's stored answers (which repeat their details) are deleted.",
    columns: erased('key', 'request_hash', 'status_code', 'response', 'created_at'),
  },
  rate_limits: {
    why: 'Counters keyed by an opaque id or address, gone within the hour.',
    columns: kept('key', 'count', 'reset_at'),
  },
  admins: {
    why: 'An admin who leaves is no longer one.',
    columns: erased('user_id', 'granted_at'),
  },
  audit_log: {
    why: "Who did what stays (rows are only added); a deleted admin's email in it becomes 'Former admin'.",
    columns: {
      ...kept('id', 'actor_id', 'action', 'subject_type', 'subject_id', 'created_at'),
      ...redacted('detail'),
      actor_label: 'anonymised',
    },
  },
  whatsapp_confirmations: {
    why: 'A number waiting for its code, with the code hashed: deleted.',
    columns: erased('user_id', 'number', 'code_hash', 'sent_at', 'expires_at', 'attempts'),
  },
  app_secrets: {
    why: "The server's own keys: no one's personal data.",
    columns: kept('name', 'value', 'created_at'),
  },
  // Khaya credit (issue 47): the books and payment records are kept as the Tax Administration
  // Act requires (five years); they hold amounts and ids, not who the person is.
  top_ups: {
    why: 'A record of a payment to Khaya: kept five years for the tax records (amounts and ids only).',
    columns: kept(
      'id',
      'provider_id',
      'amount_cents',
      'gateway',
      'status',
      'gateway_payment_id',
      'created_at',
      'settled_at',
    ),
  },
  ledger_postings: {
    why: "Khaya's books, append-only: kept five years for the tax records; reasons name a service and an amount, never a person.",
    columns: kept(
      'id',
      'kind',
      'provider_id',
      'quote_id',
      'top_up_id',
      'reason',
      'actor_id',
      'created_at',
    ),
  },
  ledger_lines: {
    why: "Khaya's books, append-only: amounts by account.",
    columns: kept('id', 'posting_id', 'account', 'provider_id', 'cents'),
  },
  tax_invoices: {
    why: 'Tax invoices Khaya issued: kept five years as the VAT Act requires (numbers and totals; the name is read from the profile).',
    columns: kept('number', 'provider_id', 'month', 'total_cents', 'vat_cents', 'issued_at'),
  },
  // Protected payment (issue 48): the record of a payment the escrow partner held, kept five
  // years like the other payment records; amounts, states and the partner's ids, no one's details.
  protected_payments: {
    why: 'A record of a job paid through the escrow partner: kept five years for the tax records and to answer disputes about a payment (amounts, states and ids only).',
    columns: kept(
      'id',
      'quote_id',
      'quote_request_id',
      'customer_id',
      'provider_id',
      'amount_cents',
      'fee_cents',
      'deposit_cents',
      'partner',
      'partner_transaction_id',
      'partner_allocation_id',
      'partner_deposit_allocation_id',
      'state',
      'partner_state',
      'created_at',
      'funded_at',
      'delivered_at',
      'released_at',
      'cancelled_at',
      'deposit_released_at',
      'cancellation_fee_cents',
      'checked_at',
    ),
  },
  // A price change after accept (CPA s15): the consent record, kept with the payment records.
  price_changes: {
    why: 'A price change the provider asked for after the quote was accepted and what the customer said: kept five years as the record of their consent (its reason with contact details hidden).',
    columns: {
      ...kept(
        'id',
        'quote_id',
        'quote_request_id',
        'provider_id',
        'customer_id',
        'payment_id',
        'extra_cents',
        'state',
        'payment_state',
        'partner',
        'partner_transaction_id',
        'partner_allocation_id',
        'partner_state',
        'created_at',
        'decided_at',
        'funded_at',
        'released_at',
        'checked_at',
      ),
      ...redacted('reason'),
    },
  },
  escrow_callbacks: {
    why: "The escrow partner's callbacks as received (ids and states, their signature dropped): kept five years to answer disputes about a payment.",
    columns: kept(
      'id',
      'partner',
      'transaction_id',
      'claimed_state',
      'outcome',
      'body',
      'received_at',
    ),
  },
  gateway_notifications: {
    why: "The payment gateway's notifications as received (the payer's email among them): kept five years for the tax records and to answer disputes about a payment.",
    columns: kept('id', 'gateway', 'payment_id', 'outcome', 'fields', 'received_at'),
  },
};
