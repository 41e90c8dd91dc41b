/**
 * Messages: a request's customer and a provider talk in one thread per (request, provider), with
 * contact details hidden until that provider's quote is accepted. `access` (who may read and
 * write a thread), `reads` (a thread, a request's threads, unread counts), `commands` (send,
 * mark read, report; a sent message is a `message_sent` domain event). Other code imports only
 * what is here.
 */
export { markThreadRead, reportMessage, sendMessage, storedText } from './commands';
export { getThread, listThreads, unreadMessages } from './reads';
export { toMessage } from './views';
