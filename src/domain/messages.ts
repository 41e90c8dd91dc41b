/**
 * The limits of messages between a request's customer and a provider, away from the schemas so
 * that a page showing a thread does not carry zod for a number.
 */
export const MESSAGE_MAX = 2000;
