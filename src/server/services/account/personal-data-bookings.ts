import { erased, kept, redacted, type TablePolicy } from './personal-data-treatments';

/** What deletion does with booked visits, their moves, cancellations and disputes, and providers' calendars. */
export const BOOKINGS: Record<string, TablePolicy> = {
  disputes: {
    why: 'A dispute about a job (issue 49): who raised it, why, where the money was and how it ended, with Khaya’s reason; kept five years with the payment records. What happened was written with contact details hidden.',
    columns: {
      ...kept(
        'id',
        'quote_id',
        'quote_request_id',
        'provider_id',
        'customer_id',
        'payment_id',
        'opened_by',
        'money',
        'reason',
        'state',
        'paid_cents',
        'outcome',
        'refund_cents',
        'settlement',
        'decision_reason',
        'decided_by',
        'provider_warned',
        'settle_by',
        'review_from',
        'closed_at',
        'created_at',
      ),
      ...redacted('description'),
    },
  },
  dispute_offers: {
    why: 'Offers to settle a dispute with a partial refund, and which was accepted: the record of the settlement, kept with the dispute. The note had contact details hidden when written.',
    columns: {
      ...kept('id', 'dispute_id', 'by', 'refund_cents', 'state', 'created_at', 'answered_at'),
      ...redacted('note'),
    },
  },
  cancellations: {
    why: 'A cancelled visit: who cancelled, why, the notice and any fee, the record both sides and the reliability figures read; kept five years with the payment records. The note had contact details hidden when written.',
    columns: {
      ...kept(
        'id',
        'booking_id',
        'quote_id',
        'quote_request_id',
        'provider_id',
        'customer_id',
        'by',
        'reason',
        'booked_start',
        'notice_minutes',
        'fee_cents',
        'settlement',
        'reopened_quotes',
        'created_at',
      ),
      ...redacted('note'),
    },
  },
  no_show_reports: {
    why: 'A no-show one side reported and the other confirmed or explained: the record the cancellation and the reliability figures rest on; kept five years with the payment records. Both notes had contact details hidden when written.',
    columns: {
      ...kept('id', 'booking_id', 'reported_by', 'state', 'answer_by', 'answered_at', 'created_at'),
      ...redacted('note', 'answer_note'),
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
};
