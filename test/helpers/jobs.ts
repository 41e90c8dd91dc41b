import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { postQuote, postRequest, type Actor } from './actors';

export const JOB_REQUEST = {
  serviceType: 'plumbing',
  description: 'The geyser drips onto the ceiling.',
  location: '8 Kloof Street, Gardens, Cape Town',
  latitude: -33.93,
  longitude: 18.41,
  preferredDate: 'Friday',
};

/** A job from request to both reviews, with a message each way; answers the request's id and the provider's message. */
export async function finishedJob(app: FastifyInstance, owner: Actor, plumber: Actor) {
  const requestId = await postRequest(app, owner, JOB_REQUEST);
  const quoteId = await postQuote(app, plumber, requestId, 850);
  const call = (actor: Actor, url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: actor.headers, ...(payload ? { payload } : {}) });
  const messages = `/api/quote-requests/${requestId}/messages`;
  expect(
    (await call(owner, messages, { text: 'Is Friday fine?', providerId: plumber.providerId }))
      .statusCode,
  ).toBe(201);
  const answer = await call(plumber, messages, { text: 'Friday at nine works.' });
  expect(answer.statusCode).toBe(201);
  expect((await call(owner, `/api/quotes/${quoteId}/accept`)).statusCode).toBe(200);
  expect((await call(owner, `/api/quote-requests/${requestId}/complete`)).statusCode).toBe(200);
  const reviews = `/api/quote-requests/${requestId}/reviews`;
  expect(
    (await call(owner, reviews, { rating: 4, comment: 'Neat work on the geyser.' })).statusCode,
  ).toBe(201);
  expect(
    (await call(plumber, reviews, { rating: 5, comment: 'Clear about the job.' })).statusCode,
  ).toBe(201);
  return { requestId, providerMessageId: answer.json<{ id: string }>().id };
}
