import { z } from 'zod';
import { BOOKING_STATUSES } from '../booking-status';

/**
 * A job's booked visit (issue 45), on its request for the customer and for the provider whose
 * quote was accepted (null for everyone else, and for a job accepted without a time).
 */
export const bookingSchema = z.object({
  id: z.uuid(),
  /** The South African day, the start and the end ('08:00', '10:00'). */
  date: z.iso.date(),
  start: z.string(),
  end: z.string(),
  status: z.enum(BOOKING_STATUSES),
});
export type Booking = z.infer<typeof bookingSchema>;
