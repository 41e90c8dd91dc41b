/**
 * A signed-in page's document for the person of its session cookie (ADR 11 and 12): the first
 * view (who is signed in, the answers of the GETs the page makes as it opens) before the root,
 * the page's own chunks asked for with the rest, and, for a page the server renders, the page
 * itself in the root, rendered from that first view by the app's server build.
 */
import type { FastifyBaseLogger } from 'fastify';
import { scriptJson, type ClientBundle } from './client-bundle';
import type { FirstViewData } from './first-view';
import {
  FIRST_VIEW_ID,
  PAGE_ASSETS_ID,
  SIGNED_OUT_TEMPLATE_ID,
  type PageAssets,
} from '../../domain/http';

const PAGE_ASSETS = new RegExp(
  `<script type="application/json" id="${PAGE_ASSETS_ID}">([^<]*)</script>`,
);
const SHELL_ROOT = '<div id="root" data-shell="">';
const SIGNED_OUT_TEMPLATE = `<template id="${SIGNED_OUT_TEMPLATE_ID}">`;

/** The page rendered for the person, and the boot script that runs before it. */
export interface RenderedPage {
  markup: string;
  check: string;
}

/**
 * The document with the first view before its root (the boot script after the root reads it),
 * the page's chunks asked for with the rest, and without the sign-in view a visitor gets. With
 * `rendered`, the root holds the page (`data-person`: the app hydrates it) instead of the
 * skeleton, and the check that hides it from a browser that does not hold that person's session
 * runs first.
 */
export function withFirstView(
  html: string,
  json: string,
  preloads: string[],
  rendered?: RenderedPage,
): string {
  const assets = PAGE_ASSETS.exec(html);
  let out = html;
  if (assets?.[1]) {
    const parsed = JSON.parse(assets[1]) as PageAssets;
    const more = preloads
      .map((file) => `/${file}`)
      .filter((file) => !parsed.preloads.includes(file));
    const json = scriptJson({ ...parsed, preloads: [...parsed.preloads, ...more] });
    out = out.replace(
      assets[0],
      () => `<script type="application/json" id="${PAGE_ASSETS_ID}">${json}</script>`,
    );
  }
  const template = out.indexOf(SIGNED_OUT_TEMPLATE);
  const root = out.indexOf(SHELL_ROOT);
  let opening = SHELL_ROOT;
  if (
    rendered &&
    root !== -1 &&
    template > root &&
    out.slice(template - 6, template) === '</div>'
  ) {
    // The shell's skeleton gives way to the page: the root's content ends where the template begins.
    opening = `<script>${rendered.check}</script><div id="root" data-person="">`;
    out = `${out.slice(0, root)}${SHELL_ROOT}${rendered.markup}${out.slice(template - 6)}`;
  }
  // The sign-in view the page carries for a visitor (and its boot script) is not needed.
  const start = out.indexOf(SIGNED_OUT_TEMPLATE);
  const scriptEnd = start === -1 ? -1 : out.indexOf('</script>', out.indexOf('</template>', start));
  if (scriptEnd !== -1) out = out.slice(0, start) + out.slice(scriptEnd + '</script>'.length);
  return out.replace(
    SHELL_ROOT,
    () => `<script type="application/json" id="${FIRST_VIEW_ID}">${json}</script>${opening}`,
  );
}

/**
 * The person's document for a signed-in page: rendered whole when the page is one the server
 * renders and the app's server build is there; otherwise (or when rendering fails, which is
 * logged) the shell with the first view, as before.
 */
export async function personDocument(
  bundle: ClientBundle,
  html: string,
  made: { view: FirstViewData; render: boolean },
  page: { pathname: string; preloads: string[] },
  log: FastifyBaseLogger,
): Promise<string> {
  if (made.render && bundle.renderer && bundle.firstViewCheck) {
    try {
      const started = performance.now();
      const rendered = await bundle.renderer(page.pathname, made.view);
      log.debug({ ms: Math.round(performance.now() - started) }, 'page rendered for the person');
      // The answers the render used travel as the queries it made of them.
      const view = { user: made.view.user, answers: rendered.answers, queries: rendered.queries };
      return withFirstView(html, scriptJson(view), page.preloads, {
        markup: rendered.html,
        check: bundle.firstViewCheck,
      });
    } catch (error) {
      log.warn({ err: error }, 'page not rendered for the person: its shell goes instead');
    }
  }
  return withFirstView(html, scriptJson(made.view), page.preloads);
}
