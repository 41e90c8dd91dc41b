import { StrictMode } from 'react';
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
// The landing page arrives prerendered (see scripts/lib/build.ts): hydrate it; other pages start empty.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
