import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './app/app';

/** Renders a page to HTML at build time (the landing page is prerendered for a fast first view). */
export function render(path: string): string {
  return renderToString(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>,
  );
}
