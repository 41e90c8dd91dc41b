import { z } from 'zod';
import { PROVIDER_STANDINGS } from '../provider-standing';

/**
 * A provider's reliability as customers see it (issue 49): null until five booked jobs of its
 * ended; on time null until it is known for some.
 */
export const reliabilitySchema = z
  .object({
    completionPercent: z.number().int().min(0).max(100),
    onTimePercent: z.number().int().min(0).max(100).nullable(),
  })
  .nullable();
export type ReliabilityView = z.infer<typeof reliabilitySchema>;

/** The provider's own standing: what it reads on its dashboard. */
export const ownStandingSchema = z.object({
  standing: z.enum(PROVIDER_STANDINGS),
  /** What the provider reads about it (null when all is well). */
  text: z.string().nullable(),
  since: z.iso.datetime().nullable(),
  reliability: reliabilitySchema,
});
export type OwnStanding = z.infer<typeof ownStandingSchema>;

/** One provider on the admin desk's standing queue: paused or suspended, oldest first. */
export const standingCaseSchema = z.object({
  providerId: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  standing: z.enum(PROVIDER_STANDINGS),
  reason: z.string().nullable(),
  since: z.iso.datetime().nullable(),
  reliability: reliabilitySchema,
  /** Its last 20 ended booked jobs by how they ended. */
  recent: z.object({
    completed: z.number().int(),
    providerCancelled: z.number().int(),
    providerNoShow: z.number().int(),
    customerEnded: z.number().int(),
  }),
});
export type StandingCase = z.infer<typeof standingCaseSchema>;

/** `POST /api/admin/providers/:id/standing`: lift a pause or suspension, or suspend, and why. */
export const standingDecisionSchema = z.object({
  action: z.enum(['lift', 'suspend'], { error: 'Choose to lift or to suspend' }),
  reason: z
    .string({ error: 'Give the reason the provider will read' })
    .trim()
    .min(10, 'Give the reason the provider will read, in at least 10 characters')
    .max(500, 'Keep the reason under 500 characters'),
});
export type StandingDecisionBody = z.input<typeof standingDecisionSchema>;
