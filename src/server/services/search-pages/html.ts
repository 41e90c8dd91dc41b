import { createHash } from 'node:crypto';
import { escapeHtml } from '../../lib/escape-html';
/**
 * The search pages' HTML (issue 51): written whole by the server, read without any script, a
 * few kilobytes on a phone. Values go in escaped through `html`; only markup made by `html`
 * itself (or `raw`, for the JSON-LD and the stylesheet) goes in as it is.
 */

/** Markup that is already safe (made by `html`). */
export class Markup {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

export const raw = (text: string) => new Markup(text);

type Part = string | number | Markup | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Markup) return part.text;
  if (Array.isArray(part)) return part.map((one: Part) => render(one)).join('');
  return escapeHtml(String(part));
}

/** A template of markup: every value escaped, arrays joined, empty values nothing. */
export function html(strings: TemplateStringsArray, ...values: Part[]): Markup {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new Markup(out);
}

/**
 * JSON-LD in a script element: `<` written as its escape, so no text in it (a provider's name)
 * can close the element.
 */
export function jsonLd(data: unknown): Markup {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return raw(`<script type="application/ld+json">${json}</script>`);
}

/**
 * The app's design tokens (src/web/styles.css) in plain CSS, light and dark by the phone's
 * setting: about 2 KB before compression.
 */
const DARK = `--bg:oklch(.17 .015 210);--fg:oklch(.95 .005 190);--card:oklch(.215 .018 210);--muted:oklch(.26 .02 210);--mfg:oklch(.75 .015 200);--pr:oklch(.72 .12 180);--prf:oklch(.18 .03 200);--bd:oklch(.32 .02 210);color-scheme:dark`;
const STYLE = `:root{--bg:oklch(.985 .004 170);--fg:oklch(.22 .02 200);--card:#fff;--muted:oklch(.955 .008 170);--mfg:oklch(.46 .02 200);--pr:oklch(.5 .1 182);--prf:#fcfcfc;--bd:oklch(.9 .01 190);color-scheme:light}
@media (prefers-color-scheme:dark){:root:not(.light){${DARK}}}:root.dark{${DARK}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
a{color:var(--pr)}a:focus-visible,.btn:focus-visible{outline:3px solid var(--pr);outline-offset:2px}
.top{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:12px 16px;border-bottom:1px solid var(--bd);background:var(--card)}
.logo{font-weight:700;font-size:20px;color:var(--fg);text-decoration:none}.top nav{display:flex;gap:16px}@media (max-width:480px){.top .wide{display:none}}.top nav a{color:var(--fg);text-decoration:none;font-size:15px;padding:8px 0}
main{max-width:960px;margin:0 auto;padding:16px}.crumbs{font-size:14px;color:var(--mfg)}.crumbs a{color:var(--mfg)}
h1{font-size:26px;line-height:1.25;margin:8px 0}h2{font-size:20px;margin:0 0 12px}h3{font-size:17px;margin:0}
.lead{color:var(--mfg);margin:0 0 16px}.btn{display:inline-block;background:var(--pr);color:var(--prf);text-decoration:none;font-weight:600;padding:12px 20px;border-radius:12px;min-height:48px}
section{background:var(--card);border:1px solid var(--bd);border-radius:12px;padding:16px;margin:16px 0}
.price{font-size:28px;font-weight:700;margin:0}.note{color:var(--mfg);font-size:14px;margin:4px 0 0}
ol,ul{list-style:none;margin:0;padding:0}.pros li{border-top:1px solid var(--bd);padding:12px 0}.pros li:first-child{border-top:0;padding-top:0}
.pro{display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap}.facts{color:var(--mfg);font-size:14px;margin:2px 0 0}
.tag{display:inline-block;background:var(--muted);border-radius:999px;padding:2px 10px;font-size:13px;margin:4px 6px 0 0}
.links{display:flex;flex-wrap:wrap;gap:8px}.links a{display:inline-block;border:1px solid var(--bd);border-radius:999px;padding:8px 14px;text-decoration:none;color:var(--fg)}
blockquote{margin:0;padding:12px 0;border-top:1px solid var(--bd)}blockquote:first-of-type{border-top:0;padding-top:0}blockquote p{margin:4px 0}
table{width:100%;border-collapse:collapse;font-size:15px}th,td{text-align:left;padding:8px 6px;border-top:1px solid var(--bd);vertical-align:top}thead th{border-top:0;color:var(--mfg);font-weight:600}
footer{max-width:960px;margin:0 auto;padding:24px 16px;color:var(--mfg);font-size:14px}footer a{color:var(--mfg);margin-right:16px;display:inline-block;padding:6px 0}`;

export interface PageHead {
  title: string;
  description: string;
  /** The page's own address, absolute (its canonical link and link preview). */
  url: string;
  /** The site's origin, for the preview's picture. */
  siteUrl: string;
  structuredData: unknown[];
}

/**
 * The one script: the colour theme a person chose in the app (src/web/boot/theme.ts keeps it
 * under 'theme'), before the first paint; without a choice the phone's setting decides. The
 * page reads the same without it.
 */
const THEME_SCRIPT =
  "try{var t=localStorage.getItem('theme');if(t==='dark'||t==='light')document.documentElement.classList.add(t)}catch(e){}";

/** The page's Content-Security-Policy: its own theme script by hash, its inline style, nothing else. */
export const SEARCH_PAGE_CSP = [
  "default-src 'self'",
  `script-src 'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`,
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** A whole search page: head, Khaya's header, the page's main content and the footer. */
export function searchPageDocument(head: PageHead, main: Markup): string {
  const title = `${head.title} · Khaya`;
  return html`<!doctype html>
    <html lang="en-ZA">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${title}</title>
        <meta name="description" content="${head.description}" />
        <link rel="canonical" href="${head.url}" />
        <meta name="theme-color" content="#0f766e" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content="Khaya" />
        <meta property="og:title" content="${title}" />
        <meta property="og:description" content="${head.description}" />
        <meta property="og:url" content="${head.url}" />
        <meta property="og:image" content="${head.siteUrl}/og-image.png" />
        <meta name="twitter:card" content="summary_large_image" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        ${head.structuredData.map((data) => jsonLd(data))}
        ${raw(`<script>${THEME_SCRIPT}</script>`)}
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <header class="top">
          <a class="logo" href="/">Khaya</a>
          <nav aria-label="Main">
            <a href="/providers">Browse Providers</a
            ><a class="wide" href="/request">Request Service</a><a href="/login">Sign In</a>
          </nav>
        </header>
        ${main}
        <footer>
          <nav aria-label="More">
            <a href="/prices/cleaning">Cleaning prices</a
            ><a href="/prices/plumbing">Plumbing prices</a
            ><a href="/prices/electrical">Electrical prices</a
            ><a href="/prices/gardening">Gardening prices</a><a href="/about">About</a
            ><a href="/help">Help</a><a href="/privacy">Privacy</a><a href="/terms">Terms</a>
          </nav>
          <p>Khaya: home-services quotes for South Africa.</p>
        </footer>
      </body>
    </html>`.text;
}
