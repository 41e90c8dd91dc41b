import OfflineNotices from './notices';
import type { PhoneStart } from './phone-start';

/** The notices in a React root of their own at the end of the body, outside the page's. */
export function mountNotices({ keptCopy, createRoot }: PhoneStart): void {
  const host = document.createElement('div');
  host.id = 'offline-notices';
  document.body.append(host);
  createRoot(host).render(<OfflineNotices keptCopy={keptCopy} />);
}
