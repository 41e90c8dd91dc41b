/**
 * Messages: a request's customer and a provider talk in one thread per (request, provider), with
 * contact details hidden until that provider's quote is accepted. `access` (who may read and
 * write a thread), `reads` (a thread, a request's threads, unread counts), `commands` (send,
 * mark read, report, hide; a sent message is a `message_sent` domain event, a hidden one
 * `message_hidden`), `copies` (the words of
 * erased or hidden messages leave the notifications, deliveries and live events that carried
 * them). Other code imports only what is here.
 */
export { eraseMessageCopies } from './copies';
export {
  hideMessage,
  markThreadRead,
  messageHidden,
  reportMessage,
  sendMessage,
  storedText,
} from './commands';
export { getThread, listThreads, unreadMessages } from './reads';
export {
  eraseMessagePhotos,
  messagePhotoFile,
  sendPhotoMessage,
  type MessagePhotoUpload,
} from './photos';
export { toMessage } from './views';
