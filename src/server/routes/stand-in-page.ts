import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../services/notifications';

/** A stand-in's page (PayFast's, TradeSafe's): small, plain, readable on a phone, light or dark. */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>` +
  `<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px;background:#f4f6f8;color:#1a1a1a}` +
  `main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}` +
  `h1{font-size:20px;margin:0 0 8px}p{margin:0 0 12px}.amount{font-size:32px;font-weight:700}` +
  `button{font:inherit;min-height:48px;width:100%;border-radius:8px;border:1px solid #0b5;margin-top:8px;cursor:pointer}` +
  `.pay{background:#0a7a3e;color:#fff;border-color:#0a7a3e}.cancel{background:#fff;color:#1a1a1a;border-color:#888}` +
  `.note{font-size:14px;color:#555}@media (prefers-color-scheme:dark){body{background:#111;color:#eee}` +
  `main{background:#1d1d1d}.cancel{background:#1d1d1d;color:#eee}.note{color:#bbb}}</style></head>` +
  `<body><main>${body}</main></body></html>`;

export const standInHtml = (reply: FastifyReply, status: number, title: string, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page(title, body));
