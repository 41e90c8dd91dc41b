/** Run-time configuration the server injects into index.html (see server/plugins/client.ts). */
export interface AppConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  authEmulatorUrl?: string;
  googleMapsApiKey?: string;
}

let cached: AppConfig | undefined;

export function appConfig(): AppConfig {
  if (cached) return cached;
  const element = document.getElementById('app-config');
  if (!element?.textContent) throw new Error('The app configuration is missing from the page.');
  cached = JSON.parse(element.textContent) as AppConfig;
  return cached;
}
