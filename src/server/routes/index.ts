import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TokenVerifier } from '../auth/verifier';
import type { FileStore } from '../lib/storage';
import type { LiveStreams } from '../services/live';
import type { Transport } from '../services/notifications';
import { adminRoutes } from './admin';
import { bookingRoutes } from './bookings';
import { contactRoutes } from './contact';
import { creditRoutes } from './credit';
import { paymentRoutes } from './payments';
import { priceChangeRoutes } from './price-changes';
import { cancellationRoutes } from './cancellations';
import { noShowRoutes } from './no-shows';
import { disputeRoutes } from './disputes';
import { protectedPaymentRoutes } from './protected-payments';
import { payoutRoutes } from './payouts';
import type { EscrowPartner } from '../services/escrow';
import type { PaymentGateway, Seller } from '../services/credit';
import { deliveryRoutes, type DeliveryRouteOptions } from './delivery';
import { documentRoutes } from './documents';
import { healthRoutes } from './health';
import { instantCleanRoutes } from './instant-cleans';
import { liveRoutes } from './live';
import { messageRoutes } from './messages';
import { notificationPreferenceRoutes, notificationRoutes } from './notifications';
import { photoRoutes } from './photos';
import { pushRoutes } from './push';
import type { PushRules, VapidSource } from '../services/notifications';
import { requestPhotoRoutes } from './request-photos';
import { workPhotoRoutes } from './work-photos';
import { messagePhotoRoutes } from './message-photos';
import { placeRoutes } from './places';
import { priceGuideRoutes } from './search-pages';
import type { SearchPages } from '../services/search-pages';
import { providerRoutes } from './providers';
import { quoteRequestRoutes } from './quote-requests';
import { quoteRoutes } from './quotes';
import { reviewRoutes } from './reviews';
import { sessionRoutes } from './session';
import { userRoutes } from './users';

/** Every /api route, feature by feature, with what each needs from the app. */
export const apiRoutes: FastifyPluginAsyncZod<{
  verifier: TokenVerifier;
  files: FileStore;
  clock: () => Date;
  liveStreams: LiveStreams;
  /** Where a WhatsApp confirmation code goes (the Cloud API, or the embedded mailbox). */
  whatsappTransport: Transport;
  delivery: DeliveryRouteOptions;
  /** The site's origin (https://khaya.co.za), for links the API gives out. */
  siteUrl: string;
  /** Where top-ups of Khaya credit are paid; null when none is set up. */
  gateway: PaymentGateway | null;
  /** Who issues providers' invoices. */
  seller: Seller;
  /** The escrow partner for payment through Khaya; null when none is set up. */
  escrow: EscrowPartner | null;
  /** The key providers' bank account numbers are sealed with. */
  payoutKey: Buffer;
  /** The search pages, for the request form's price line. */
  searchPages: SearchPages;
  /** The keys push messages are signed with, and the push services taken (issue 52). */
  push: { vapid: VapidSource; rules: PushRules };
}> = async (api, options) => {
  const { verifier, files, clock, liveStreams } = options;
  await api.register(healthRoutes);
  await api.register(sessionRoutes, { verifier });
  await api.register(userRoutes, { verifier, files, clock, streams: liveStreams });
  await api.register(providerRoutes);
  await api.register(quoteRequestRoutes);
  await api.register(quoteRoutes, { clock, escrow: options.escrow });
  await api.register(placeRoutes);
  await api.register(priceGuideRoutes, { searchPages: options.searchPages });
  await api.register(notificationRoutes);
  await api.register(notificationPreferenceRoutes, {
    whatsappTransport: options.whatsappTransport,
    clock,
  });
  await api.register(pushRoutes, options.push);
  await api.register(reviewRoutes, { clock });
  await api.register(bookingRoutes, { clock, siteUrl: options.siteUrl });
  await api.register(instantCleanRoutes, { clock });
  await api.register(messageRoutes);
  await api.register(liveRoutes, { streams: liveStreams, verifier });
  await api.register(documentRoutes, { files, clock });
  await api.register(photoRoutes, { files });
  await api.register(requestPhotoRoutes, { files });
  await api.register(messagePhotoRoutes, { files });
  await api.register(workPhotoRoutes, { files });
  await api.register(creditRoutes, {
    gateway: options.gateway,
    siteUrl: options.siteUrl,
    seller: options.seller,
    clock,
  });
  await api.register(paymentRoutes, { gateway: options.gateway });
  await api.register(protectedPaymentRoutes, {
    escrow: options.escrow,
    payoutKey: options.payoutKey,
  });
  await api.register(cancellationRoutes, { escrow: options.escrow, clock });
  await api.register(noShowRoutes, { escrow: options.escrow, clock });
  await api.register(priceChangeRoutes, { escrow: options.escrow, payoutKey: options.payoutKey });
  await api.register(payoutRoutes, { escrow: options.escrow, payoutKey: options.payoutKey, clock });
  await api.register(disputeRoutes, { escrow: options.escrow, clock });
  await api.register(adminRoutes, { files, clock, escrow: options.escrow });
  await api.register(contactRoutes);
  await api.register(deliveryRoutes, options.delivery);
};
