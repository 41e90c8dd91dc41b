/**
 * Contact: messages people send with the Contact page's form, and the admin desk's queue of
 * them. `commands` (send, mark handled, the retention sweep, erasure with an account) and
 * `queries` (the desk's queue, a person's own messages for their export). Other code uses only
 * what is exported here.
 */
export {
  CONTACT_RETENTION_MONTHS,
  eraseContactMessagesOf,
  eraseOldContactMessages,
  markContactMessageHandled,
  sendContactMessage,
} from './commands';
export { contactQueue, ownContactMessages } from './queries';
