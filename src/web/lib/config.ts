import type { AppConfig } from '../../domain/app-config';

export type { AppConfig };

let cached: AppConfig | undefined;

/** The run-time configuration the server injected into the page. */
export function appConfig(): AppConfig {
  if (cached) return cached;
  const element = document.getElementById('app-config');
  if (!element?.textContent) throw new Error('The app configuration is missing from the page.');
  cached = JSON.parse(element.textContent) as AppConfig;
  return cached;
}
