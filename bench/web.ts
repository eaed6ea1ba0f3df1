/**
 * npm run bench:web: what the storefront costs a shopper. The initial JavaScript and CSS per page
 * (gzip) against the budget, then Lighthouse (mobile emulation, Debian's Chromium) on the seeded
 * shop's home, catalogue, product detail and search results pages.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { buildWebIfStale, webApiKey } from '../scripts/build-web';
import {
  budgetProblems,
  INITIAL_JS_BUDGET_BYTES,
  kb,
  measureStorefront,
  REACT_RUNTIME_BUDGET_BYTES,
  SHOP_JS_BUDGET_BYTES,
} from './bundle';
import { round, startBenchShop, storefrontPages } from './support';

const TARGET_SCORE = 100;
/** Largest contentful paint under Lighthouse's simulated mobile network (docs/decisions/020). */
const TARGET_LCP_SECONDS = 1.8;
/** Lighthouse's scores move from run to run (more so on a busy machine): each page is run this
 * many times and the run with the median performance score is reported, as Lighthouse advises. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

// The shop must expect the API key the app was built with, or every catalogue call is refused.
const apiKey = webApiKey();
buildWebIfStale({ apiKey });
const weights = measureStorefront(path.resolve('dist/web'));
console.log(
  `\nInitial download per storefront page (budget ${kb(INITIAL_JS_BUDGET_BYTES)} KB JS gzip: React ${kb(REACT_RUNTIME_BUDGET_BYTES)} + shop ${kb(SHOP_JS_BUDGET_BYTES)})`,
);
console.table(
  weights.map((w) => ({
    page: w.page,
    'JS KB gzip': kb(w.jsGzip),
    'React KB': kb(w.reactGzip),
    'shop KB': kb(w.shopGzip),
    'CSS KB gzip': kb(w.cssGzip),
    'JS / budget': round(w.jsGzip / INITIAL_JS_BUDGET_BYTES, 2),
  })),
);
for (const problem of budgetProblems(weights)) console.error(`Bundle budget: ${problem}`);

const shop = await startBenchShop('PGlite', undefined, apiKey);
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-quic',
  ],
});
try {
  const pages = await storefrontPages(shop.url, apiKey);
  const rows = [];
  for (const [name, pagePath] of Object.entries(pages)) {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${shop.url}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result!.lhr;
      // BENCH_REPORT_DIR keeps each run's whole report, to read its LCP phases and long tasks.
      if (process.env.BENCH_REPORT_DIR)
        writeFileSync(
          path.join(process.env.BENCH_REPORT_DIR, `${name}-${i + 1}.json`),
          result!.report as string,
        );
      // A run Lighthouse could not finish scores 0 in every category; say why rather than hide it.
      if (lhr.runtimeError)
        console.warn(`  ${name}, run ${i + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      else runs.push(lhr);
    }
    // A failed run is left out of the median, or its zeros would pull it down.
    if (runs.length === 0) {
      console.warn(`  ${name}: no run finished`);
      continue;
    }
    const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const seconds = (lhr: Result, id: string) => round((lhr.audits[id]?.numericValue ?? 0) / 1000, 2);
    const byPerformance = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const lhr = byPerformance[Math.floor(byPerformance.length / 2)]!;
    rows.push({
      page: name,
      performance: score(lhr, 'performance'),
      'perf. range': `${score(byPerformance[0]!, 'performance')}-${score(byPerformance.at(-1)!, 'performance')}`,
      accessibility: score(lhr, 'accessibility'),
      'best-practices': score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      'FCP s': seconds(lhr, 'first-contentful-paint'),
      'LCP s': seconds(lhr, 'largest-contentful-paint'),
      'TBT ms': Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      CLS: round(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0, 3),
    });
    const failing = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
    );
    if (process.env.BENCH_VERBOSE)
      for (const audit of failing)
        console.log(`  ${name}: ${audit.id} ${audit.score} ${audit.displayValue ?? ''} ${detailText(audit)}`);
  }
  console.log(
    `\nLighthouse ${new Date().toISOString()}, median of ${RUNS} runs per page (mobile emulation, ` +
      `simulated throttling; target ${TARGET_SCORE} in each category, LCP <= ${TARGET_LCP_SECONDS} s, CLS < 0.1)`,
  );
  console.table(rows);
  for (const row of rows) {
    const short: string[] = (['performance', 'accessibility', 'best-practices', 'seo'] as const).filter(
      (category) => row[category] < TARGET_SCORE,
    );
    if (row['LCP s'] > TARGET_LCP_SECONDS) short.push(`LCP ${row['LCP s']} s`);
    console.log(
      `${row.page}: ${short.length === 0 ? 'all targets met' : `short of target in ${short.join(', ')}`}`,
    );
  }
} finally {
  chrome.kill();
  await shop.cleanup();
}

/** The first items of an audit's table (which console error, which image), for BENCH_VERBOSE. */
function detailText(audit: Result['audits'][string]): string {
  const items = (audit.details as { items?: unknown } | undefined)?.items;
  // Some audits' details hold an object, not a table of items.
  return (Array.isArray(items) ? items : [])
    .slice(0, 3)
    .map((item) => JSON.stringify(item).slice(0, 300))
    .join(' | ');
}
