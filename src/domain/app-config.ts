/**
 * The run-time configuration the server puts into every page (src/server/plugins/client.ts) and
 * the browser reads (src/web/lib/config.ts): public values, never a secret.
 */
export interface AppConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  authEmulatorUrl?: string;
  googleMapsApiKey?: string;
  /** Customers may pay through Khaya (an escrow partner is set up, or its stand-in). */
  protectedPayment?: boolean;
}
