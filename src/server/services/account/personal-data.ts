/**
 * What becomes of each column when a person deletes their account (POPIA section 24): every
 * column of every table is named here, and a test compares this list with the database, so a
 * column added later fails that test until someone decides what deletion does with it.
 *
 * - `erased`: the person's value is removed (the row deleted, or the value emptied).
 * - `anonymised`: replaced by a value that says nothing about them ('Former customer').
 * - `kept`: stays, because another person relies on it or it is no one's personal data; the
 *   table's `why` says which.
 * - `redacted`: free text the person wrote that others keep: it stays, with any phone number,
 *   email address, link or handle in it hidden (`kept-text.ts`).
 */
export type Treatment = 'erased' | 'anonymised' | 'kept' | 'redacted';

interface TablePolicy {
  why: string;
  columns: Record<string, Treatment>;
}

const kept = (...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, 'kept' as const]));
const erased = (...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, 'erased' as const]));
const redacted = (...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, 'redacted' as const]));

/** A quote's terms, in the quote and in each of its revisions (and its message, redacted). */
const QUOTE_TERMS = [
  'amount',
  'price_type',
  'hourly_rate',
  'estimated_hours',
  'callout_fee',
  'includes_materials',
  'earliest_start',
  'visit_date',
  'visit_start',
  'visit_minutes',
  'valid_until',
  'created_at',
];

export const PERSONAL_DATA: Record<string, TablePolicy> = {
  users: {
    why: 'The row stays so the other side of a job still has one: name, email and phone go.',
    columns: {
      ...kept('id', 'is_provider', 'created_at', 'deleted_at'),
      firebase_uid: 'anonymised',
      name: 'anonymised',
      email: 'anonymised',
      phone: 'erased',
      email_verified_at: 'erased',
    },
  },
  providers: {
    why: "Customers' job history and published reviews point at the profile: it leaves every list, keeps its trade and figures, loses everything that identifies the person.",
    columns: {
      ...kept(
        'id',
        'user_id',
        'services',
        'hourly_rate',
        'response_time',
        'response_minutes',
        'service_radius_km',
        'rating',
        'review_count',
        'rank_score',
        'provider_type',
        'electrical_category',
        'verification_status',
        'working_hours',
        'daily_capacity',
        'instant_cleans',
        'created_at',
        'deleted_at',
      ),
      name: 'anonymised',
      is_verified: 'anonymised',
      ...erased(
        'bio',
        'location',
        'latitude',
        'longitude',
        'profile_photo_url',
        'identification_doc_url',
        'company_reg_doc_url',
        'wireman_license_url',
        'plumber_compliance_url',
        'agent_id_docs_urls',
        'admin_notes',
        'pirb_expires_on',
        'company_reg_number',
      ),
    },
  },
  bookings: {
    why: "A job's booked visit is the other side's record of the job, as its quote is: it stays. A cleaner's reason for declining had contact details hidden when written.",
    columns: {
      ...kept(
        'instant',
        'id',
        'quote_request_id',
        'quote_id',
        'provider_id',
        'visit_date',
        'start_minute',
        'end_minute',
        'status',
        'day_before_reminded_at',
        'two_hours_reminded_at',
        'on_the_way_at',
        'created_at',
        'updated_at',
      ),
      ...redacted('decline_reason'),
    },
  },
  price_lists: {
    why: "A cleaner's prices for a standard clean: deleted with its profile's listing.",
    columns: erased('provider_id', 'bedrooms', 'extra_bathroom', 'extras', 'instant', 'updated_at'),
  },
  booking_moves: {
    why: "Times proposed for a booked visit and why: the other side's record of the job. The proposer is the anonymised account; the reason had contact details hidden when written.",
    columns: {
      ...kept(
        'id',
        'booking_id',
        'proposed_by',
        'proposer_id',
        'visit_date',
        'start_minute',
        'end_minute',
        'status',
        'created_at',
        'decided_at',
      ),
      ...redacted('reason'),
    },
  },
  calendar_feeds: {
    why: "A provider's private calendar feed (its secret's hash): deleted, so its address stops working.",
    columns: erased('provider_id', 'secret_hash', 'created_at', 'read_at'),
  },
  provider_days_off: {
    why: "A provider's days off and what it called them: deleted.",
    columns: erased('id', 'provider_id', 'from_date', 'to_date', 'note', 'created_at'),
  },
  provider_documents: {
    why: 'Identity documents: the rows and their files are deleted.',
    columns: erased(
      'id',
      'provider_id',
      'kind',
      'status',
      'fields',
      'file_key',
      'file_name',
      'content_type',
      'byte_size',
      'reason',
      'decided_at',
      'decided_by',
      'created_at',
    ),
  },
  quote_requests: {
    why: 'The providers who quoted keep the job in their history: what and when stay, the address goes (only the suburb is left). Open requests are closed first.',
    columns: {
      ...kept(
        'id',
        'customer_id',
        'service_type',
        'area',
        'requested_provider_id',
        'status',
        'quote_count',
        'created_at',
        'completed_at',
        'closed_at',
        'when_wanted',
        'wanted_dates',
      ),
      ...erased('location', 'latitude', 'longitude'),
      ...redacted('description', 'preferred_date', 'cleaning_details'),
    },
  },
  quotes: {
    why: "A price is the customer's and the provider's record of the job; open ones are declined or withdrawn first.",
    columns: {
      ...kept(
        'id',
        'quote_request_id',
        'provider_id',
        'status',
        'request_created_at',
        'revision',
        'decided_at',
        ...QUOTE_TERMS,
      ),
      ...redacted('message'),
    },
  },
  quote_revisions: {
    why: "A quote's earlier terms, which the customer compared.",
    columns: { ...kept('id', 'quote_id', 'revision', ...QUOTE_TERMS), ...redacted('message') },
  },
  message_threads: {
    why: "The other side's conversation: it stays, with the deleted person's messages emptied.",
    columns: kept(
      'id',
      'quote_request_id',
      'provider_id',
      'customer_read_seq',
      'provider_read_seq',
      'created_at',
      'last_message_at',
    ),
  },
  messages: {
    why: "What the person wrote is replaced by a line saying it was removed; the other side's messages are theirs and stay.",
    columns: {
      ...kept('id', 'seq', 'thread_id', 'sender_role', 'sender_id', 'redacted', 'created_at'),
      ...kept('hidden_at', 'erased_at'),
      text: 'erased',
    },
  },
  message_reports: {
    why: 'Reports the person made: deleted.',
    columns: erased('id', 'message_id', 'reporter_id', 'reason', 'created_at', 'resolved_at'),
  },
  reviews: {
    why: "Published reviews stay, signed 'Former customer' or 'Former provider', and their rating still counts.",
    columns: {
      ...redacted('comment', 'reply'),
      ...kept(
        'id',
        'quote_request_id',
        'provider_id',
        'direction',
        'author_id',
        'subject_id',
        'rating',
        'quality',
        'punctuality',
        'communication',
        'value',
        'replied_at',
        'created_at',
        'published_at',
        'hidden_at',
      ),
    },
  },
  review_reports: {
    why: 'Reports the person made: deleted.',
    columns: erased('id', 'review_id', 'reporter_id', 'reason', 'created_at', 'resolved_at'),
  },
  service_ratings: {
    why: "Each service's star totals: no one's personal data.",
    columns: kept('service_type', 'review_count', 'star_sum'),
  },
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
    columns: erased('user_id', 'email', 'whatsapp', 'updated_at'),
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
};
