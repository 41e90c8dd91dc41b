import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The landing page arrives prerendered (scripts/lib/prerender.ts) and is hydrated; other pages
// arrive as a shell (data-shell: header and skeleton) that the app replaces. Either way as a
// transition: React works in slices and leaves the main thread free for input between them.
if (root.firstElementChild && !root.hasAttribute('data-shell')) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}
