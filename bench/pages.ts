/**
 * Page weight and Lighthouse mobile runs against the built client served by the real server.
 * Bytes are what crossed the wire (compressed), by type, for a first view with an empty cache.
 * A static HTML page served by the same server is the floor every LCP is compared with.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium';
import { PAGE_ASSETS_ID } from '../src/web/boot/page-assets';

export const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
export const FLOOR_PAGE = '/bench-floor.html';
/** How long the network must be quiet before a first view's bytes are counted. */
const QUIET_MS = 1000;

/** Lighthouse's default mobile throttling ("slow 4G", 4x CPU), with the CPU factor changeable. */
function mobileThrottling(cpuSlowdownMultiplier: number) {
  return {
    rttMs: 150,
    throughputKbps: 1.6 * 1024,
    requestLatencyMs: 150 * 3.75,
    downloadThroughputKbps: 1.6 * 1024 * 0.9,
    uploadThroughputKbps: 750 * 0.9,
    cpuSlowdownMultiplier,
  };
}

/** A plain page with the same kind of first content as the landing hero. */
export function writeFloorPage(clientDir: string): void {
  fs.writeFileSync(
    path.join(clientDir, FLOOR_PAGE),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="A static page: the fastest this server can show anything."></head><body style="font-family:system-ui;margin:2rem"><h1 style="font-size:2rem">Trusted home services, quoted in minutes</h1><p>Cleaning, plumbing, electrical and gardening pros near you.</p></body></html>`,
  );
}

export interface BytesRow extends Record<string, string | number> {
  page: string;
  'JS KiB': number;
  'CSS KiB': number;
  'img KiB': number;
  'font KiB': number;
  'HTML KiB': number;
  'other KiB': number;
  'total KiB': number;
}

export async function measureBytes(baseUrl: string, pages: string[]): Promise<BytesRow[]> {
  const rows: BytesRow[] = [];
  for (const page of pages) {
    // A browser of its own per page: contexts of one browser share its favicon cache, so the
    // favicon (1.4 KiB) was counted on some first views and not on others.
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const tab = await context.newPage();
      const totals = { script: 0, stylesheet: 0, image: 0, font: 0, document: 0, other: 0 };
      const pending: Promise<void>[] = [];
      tab.on('requestfinished', (request) => {
        pending.push(
          request.sizes().then((sizes) => {
            const type = request.resourceType();
            const key = (type in totals ? type : 'other') as keyof typeof totals;
            totals[key] += sizes.responseBodySize + sizes.responseHeadersSize;
            if (process.env.BENCH_DETAIL) {
              const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
              console.log(`${(bytes / 1024).toFixed(1).padStart(6)} KiB  ${request.url()}`);
            }
          }),
        );
      });
      let inFlight = 0;
      let lastActivity = Date.now();
      const settle = () => {
        inFlight--;
        lastActivity = Date.now();
      };
      tab.on('request', () => {
        inFlight++;
        lastActivity = Date.now();
      });
      tab.on('requestfinished', settle);
      tab.on('requestfailed', settle);
      await tab.goto(`${baseUrl}${page}`, { waitUntil: 'load' });
      // A page's boot loader asks for the app once the page has painted (at the latest a second
      // after): on a busy machine the network can be idle before that, and a count taken then
      // would be the document alone. Wait for the loader, then for a second without a request.
      await tab.waitForFunction(
        ([id]) =>
          !document.getElementById(id ?? '') ||
          document.querySelector('script[type="module"][src]') !== null,
        [PAGE_ASSETS_ID],
      );
      while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await tab.waitForTimeout(100);
      await Promise.all(pending);
      const kib = (n: number) => Math.round((n / 1024) * 10) / 10;
      const total = Object.values(totals).reduce((a, b) => a + b, 0);
      rows.push({
        page,
        'JS KiB': kib(totals.script),
        'CSS KiB': kib(totals.stylesheet),
        'img KiB': kib(totals.image),
        'font KiB': kib(totals.font),
        'HTML KiB': kib(totals.document),
        'other KiB': kib(totals.other),
        'total KiB': kib(total),
      });
      await context.close();
    } finally {
      await browser.close();
    }
  }
  return rows;
}

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Audits below full marks in the accessibility, best-practices and SEO categories, by page. */
export const lighthouseMisses = new Map<string, Set<string>>();

/** Lighthouse runs that failed (a runtime error, e.g. a protocol timeout) and were run again. */
export const lighthouseRetries: string[] = [];

export async function lighthouseOnce(
  url: string,
  cpu: number,
  port: number,
): Promise<LighthouseRun> {
  let result: Awaited<ReturnType<typeof lighthouse>>;
  for (let attempt = 1; ; attempt++) {
    result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      throttling: mobileThrottling(cpu),
    });
    // A run without a performance score (a metric could not be computed) counts as failed too.
    const error =
      result?.lhr.runtimeError ??
      (result && result.lhr.categories['performance']?.score == null
        ? { code: 'NO_PERFORMANCE_SCORE', message: 'no performance score' }
        : undefined);
    if (!error) break;
    lighthouseRetries.push(
      `${new URL(url).pathname} at ${cpu}x CPU: ${error.code} (attempt ${attempt})`,
    );
    if (attempt === 3)
      throw new Error(`Lighthouse failed on ${url}: ${error.code} ${error.message}`);
  }
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const page = new URL(url).pathname;
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of categories[category]?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        const misses = lighthouseMisses.get(page) ?? new Set<string>();
        misses.add(`${category}: ${ref.id} (${audit.title})`);
        lighthouseMisses.set(page, misses);
      }
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export interface LighthouseRow extends Record<string, string | number> {
  page: string;
  score: number;
  'score 10x cpu': number;
  '10x runs': string;
  'FCP ms': number;
  'LCP ms': number;
  'TBT ms': number;
  CLS: number;
  'LCP / floor': number;
  a11y: number;
  'best pr.': number;
  SEO: number;
}

/** Runs at 10x CPU slowdown per page (the median is reported, with the range). */
const SLOW_RUNS = 3;

/** Median of `runs` Lighthouse mobile runs per page, and of {@link SLOW_RUNS} at 10x CPU slowdown. */
export async function measureLighthouse(
  baseUrl: string,
  pages: string[],
  runs = 3,
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS });
  try {
    const measured: { page: string; median: LighthouseRun; slow: number; slowRange: string }[] = [];
    for (const page of [FLOOR_PAGE, ...pages]) {
      const list: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++)
        list.push(await lighthouseOnce(`${baseUrl}${page}`, 4, chrome.port));
      const pick = (key: keyof LighthouseRun) => median(list.map((r) => r[key]));
      // At 10x every task of the page is multiplied tenfold, and so is every hiccup of a shared
      // machine: one run may land anywhere in 80-98 for the same build. Three runs, the median.
      const slow: number[] = [];
      for (let i = 0; i < SLOW_RUNS; i++)
        slow.push((await lighthouseOnce(`${baseUrl}${page}`, 10, chrome.port)).performance);
      measured.push({
        page,
        slow: median(slow),
        slowRange: `${Math.min(...slow)}-${Math.max(...slow)}`,
        median: {
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          seo: pick('seo'),
          fcp: pick('fcp'),
          lcp: pick('lcp'),
          tbt: pick('tbt'),
          cls: pick('cls'),
        },
      });
    }
    const floor = measured[0]!.median.lcp;
    return measured.map(({ page, median: m, slow, slowRange }) => ({
      page,
      score: m.performance,
      'score 10x cpu': slow,
      '10x runs': slowRange,
      'FCP ms': Math.round(m.fcp),
      'LCP ms': Math.round(m.lcp),
      'TBT ms': Math.round(m.tbt),
      CLS: Math.round(m.cls * 1000) / 1000,
      'LCP / floor': Math.round((m.lcp / floor) * 100) / 100,
      a11y: m.accessibility,
      'best pr.': m.bestPractices,
      SEO: m.seo,
    }));
  } finally {
    chrome.kill();
  }
}
