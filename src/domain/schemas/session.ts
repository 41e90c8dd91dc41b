import { z } from 'zod';

/** POST /api/session: the Firebase ID token of the person who has just signed in. */
export const createSessionBodySchema = z.object({
  idToken: z
    .string({ error: 'idToken must be the Firebase ID token of the signed-in person' })
    .min(1, 'idToken must be the Firebase ID token of the signed-in person')
    .max(4096, 'idToken is too long to be a Firebase ID token'),
});

/** What the browser is told of the session it now holds (the cookie itself it cannot read). */
export const sessionSchema = z.object({
  /** When the session cookie ends (ISO 8601): the app makes a new one before then. */
  expiresAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;
