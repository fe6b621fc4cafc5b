import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
}

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

export async function benchPages(baseUrl: string, pagePaths: string[], distDir: string): Promise<PageResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const results: PageResult[] = [];
    for (const pagePath of pagePaths) {
      const url = `${baseUrl}${pagePath}`;
      const runner = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!runner) throw new Error(`lighthouse returned nothing for ${url}`);
      const { categories, audits } = runner.lhr;
      const requests =
        (audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> })
          ?.items ?? [];
      const sum = (type: string) =>
        requests.filter((r) => r.resourceType === type).reduce((total, r) => total + (r.transferSize ?? 0), 0);
      const initial = await initialAssetSizes(url, distDir);
      results.push({
        path: pagePath,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
        seo: Math.round((categories.seo?.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        initialJsKbGzip: kb(initial.js),
        initialCssKbGzip: kb(initial.css),
        loadedJsKb: kb(sum('Script')),
        loadedCssKb: kb(sum('Stylesheet')),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
