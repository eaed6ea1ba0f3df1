/**
 * npm run bench:web: what the storefront costs a shopper. The initial JavaScript and CSS per page
 * (gzip) against the budget, then Lighthouse (mobile emulation, Debian's Chromium) on the seeded
 * shop's home, catalogue and product detail pages.
 */
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildWebIfStale } from '../scripts/build-web';
import { budgetProblems, INITIAL_JS_BUDGET_BYTES, kb, measureStorefront } from './bundle';
import { BENCH_API_KEY, round, startBenchShop } from './support';

const TARGET_SCORE = 95;

buildWebIfStale();
const weights = measureStorefront(path.resolve('dist/web'));
console.log(`\nInitial download per storefront page (budget ${kb(INITIAL_JS_BUDGET_BYTES)} KB JS gzip)`);
console.table(
  weights.map((w) => ({
    page: w.page,
    'JS KB gzip': kb(w.jsGzip),
    'CSS KB gzip': kb(w.cssGzip),
    'JS / budget': round(w.jsGzip / INITIAL_JS_BUDGET_BYTES, 2),
  })),
);
for (const problem of budgetProblems(weights)) console.error(`Bundle budget: ${problem}`);

const shop = await startBenchShop('PGlite');
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
  const [first] = (await (
    await fetch(`${shop.url}/get-items?page=1`, { headers: { 'x-api-key': BENCH_API_KEY } })
  ).json()) as Array<{
    itemId: string;
  }>;
  const pages = {
    home: '/',
    catalogue: '/products?category=hoodies',
    'product detail': `/products/${first!.itemId}`,
  };
  const rows = [];
  for (const [name, pagePath] of Object.entries(pages)) {
    const result = await lighthouse(`${shop.url}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result!.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    rows.push({
      page: name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP s': round((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000, 2),
      CLS: round(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0, 3),
    });
    const failing = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
    );
    if (process.env.BENCH_VERBOSE)
      for (const audit of failing)
        console.log(`  ${name}: ${audit.id} ${audit.score} ${audit.displayValue ?? ''}`);
  }
  console.log(
    `\nLighthouse ${new Date().toISOString()} (mobile emulation, simulated throttling; target >= ${TARGET_SCORE}, LCP < 2.5 s, CLS < 0.1)`,
  );
  console.table(rows);
} finally {
  chrome.kill();
  await shop.cleanup();
}
