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

async function lighthouseRun(url: string, port: number): Promise<Run> {
  const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!runner) throw new Error(`lighthouse returned nothing for ${url}`);
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

export async function benchPages(baseUrl: string, pagePaths: string[], distDir: string): Promise<PageResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
  });
  try {
    const runs = new Map<string, Run[]>(pagePaths.map((pagePath) => [pagePath, []]));
    for (let round = 0; round < RUNS; round++) {
      for (const pagePath of pagePaths)
        runs.get(pagePath)?.push(await lighthouseRun(`${baseUrl}${pagePath}`, chrome.port));
    }
    const results: PageResult[] = [];
    for (const pagePath of pagePaths) {
      const pageRuns = runs.get(pagePath) ?? [];
      const mid = (pick: (run: Run) => number) => median(pageRuns.map(pick));
      const groups = [...new Set(pageRuns.flatMap((run) => Object.keys(run.mainThread)))];
      const initial = await initialAssetSizes(`${baseUrl}${pagePath}`, distDir);
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
  } finally {
    chrome.kill();
  }
}
