/**
 * The database's tables, one file per area: people and provider profiles, requests and quotes,
 * reviews, messages, live streams, notifications (in the app, by email and WhatsApp),
 * verification, the contact desk, and the platform's own (events, rate limits, idempotency,
 * secrets). Other code imports the tables from here.
 */
export * from './bookings';
export * from './cancellations';
export * from './contact';
export * from './credit';
export * from './disputes';
export * from './escrow';
export * from './live';
export * from './messages';
export * from './notifications';
export * from './people';
export * from './photos';
export * from './place-providers';
export * from './platform';
export * from './price-changes';
export * from './price-guides';
export * from './price-lists';
export * from './push';
export * from './requests';
export * from './reviews';
export * from './verification';
