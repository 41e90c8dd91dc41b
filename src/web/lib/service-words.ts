import type { ServiceType } from '../../domain/services';
import { m } from '../../i18n/paraglide/messages.js';

/** A service's name in the page's language (src/i18n; domain/services.ts has the English). */
const SERVICE_WORDS: Record<ServiceType, () => string> = {
  cleaning: m.service_cleaning,
  plumbing: m.service_plumbing,
  electrical: m.service_electrical,
  gardening: m.service_gardening,
};

export function serviceWord(service: ServiceType): string {
  return SERVICE_WORDS[service]();
}
