import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

export interface PageResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JS and CSS the page's HTML references before any lazy loading, gzipped. */
  initialJsKbGzip: number;
  initialCssKbGzip: number;
  /** Everything transferred during the Lighthouse load (compressed bytes). */
  loadedJsKb: number;
  loadedCssKb: number;
  /** Main-thread time by kind (Lighthouse's breakdown, ms under its 4x CPU slowdown). */
  mainThread: Record<string, number>;
  /** Every run's performance score, in the order measured (the figures above are the medians). */
  runs: number[];
}

/** Lighthouse runs per page; each figure is the median (pages are measured in turn, round after round). */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** Sizes of the scripts, module preloads and stylesheets named in the page's HTML. */
async function initialAssetSizes(url: string, distDir: string): Promise<{ js: number; css: number }> {
  const html = await (await fetch(url)).text();
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(js|css))"/g)];
  const seen = new Set<string>();
  let js = 0;
  let css = 0;
  for (const [, file, kind] of refs) {
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const size = gzipSync(await readFile(path.join(distDir, file))).length;
    if (kind === 'js') js += size;
    else css += size;
  }
  return { js, css };
}

type Run = Omit<PageResult, 'path' | 'initialJsKbGzip' | 'initialCssKbGzip' | 'runs'>;

/** Tries per Lighthouse run: on a busy machine a page load can time out (no first paint), which scores 0. */
const ATTEMPTS = 3;

async function lighthouseRun(url: string, port: number, attempt = 1): Promise<Run> {
  const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!runner) throw new Error(`lighthouse returned nothing for ${url}`);
  const failure = runner.lhr.runtimeError;
  if (failure) {
    if (attempt >= ATTEMPTS) throw new Error(`lighthouse on ${url}: ${failure.code} ${failure.message}`);
    console.log(`lighthouse on ${url}: ${failure.code}, measured again`);
    return lighthouseRun(url, port, attempt + 1);
  }
  const { categories, audits } = runner.lhr;
  const requests =
    (audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> })
      ?.items ?? [];
  const sum = (type: string) =>
    requests.filter((r) => r.resourceType === type).reduce((total, r) => total + (r.transferSize ?? 0), 0);
  const breakdown =
    (audits['mainthread-work-breakdown']?.details as { items?: Array<{ group: string; duration: number }> })?.items ??
    [];
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    loadedJsKb: kb(sum('Script')),
    loadedCssKb: kb(sum('Stylesheet')),
    mainThread: Object.fromEntries(breakdown.map((item) => [item.group, Math.round(item.duration)])),
  };
}

/** A built site under test: today's, or the baseline tree's (`BENCH_BASELINE`). */
export interface Site {
  url: string;
  distDir: string;
}

/**
 * Lighthouse on each page of each site: every round measures each page once on every site, one site after the
 * other, so that a slow spell of the shared machine hits them alike. One list of pages per site, in its order.
 */
export async function benchPages(sites: Site[], pagePaths: string[]): Promise<PageResult[][]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
  });
  try {
    const runs = sites.map(() => new Map<string, Run[]>(pagePaths.map((pagePath) => [pagePath, []])));
    for (let round = 0; round < RUNS; round++) {
      for (const pagePath of pagePaths) {
        for (const [index, site] of sites.entries()) {
          runs[index]!.get(pagePath)?.push(await lighthouseRun(`${site.url}${pagePath}`, chrome.port));
        }
      }
    }
    return await Promise.all(sites.map((site, index) => summarise(site, pagePaths, runs[index]!)));
  } finally {
    chrome.kill();
  }
}

async function summarise(site: Site, pagePaths: string[], runs: Map<string, Run[]>): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const pagePath of pagePaths) {
    const pageRuns = runs.get(pagePath) ?? [];
    const mid = (pick: (run: Run) => number) => median(pageRuns.map(pick));
    const groups = [...new Set(pageRuns.flatMap((run) => Object.keys(run.mainThread)))];
    const initial = await initialAssetSizes(`${site.url}${pagePath}`, site.distDir);
    results.push({
      path: pagePath,
      performance: mid((run) => run.performance),
      accessibility: mid((run) => run.accessibility),
      bestPractices: mid((run) => run.bestPractices),
      seo: mid((run) => run.seo),
      lcpMs: mid((run) => run.lcpMs),
      tbtMs: mid((run) => run.tbtMs),
      cls: mid((run) => run.cls),
      initialJsKbGzip: kb(initial.js),
      initialCssKbGzip: kb(initial.css),
      loadedJsKb: mid((run) => run.loadedJsKb),
      loadedCssKb: mid((run) => run.loadedCssKb),
      mainThread: Object.fromEntries(groups.map((group) => [group, mid((run) => run.mainThread[group] ?? 0)])),
      runs: pageRuns.map((run) => run.performance),
    });
  }
  return results;
}
