/** The notifications feature's surface for other features (they import nothing else of it). */
export { notificationKeys } from './api';
export { WhatsappCard } from './whatsapp-card';
