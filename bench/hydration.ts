/**
 * npm run bench:hydration: the main thread's work to bring each storefront page to life on a
 * phone-class CPU (Chromium's CPU throttled 4x, as Lighthouse's mobile profile does), from the
 * navigation until the network is idle: scripting (download-to-interactive of the app: evaluating
 * its code, rendering or hydrating, the first effects) and all tasks. Each page is loaded
 * BENCH_HYDRATION_RUNS times in a fresh browser context; medians are printed. Run it on two builds
 * (client rendering and server rendering with hydration) to compare them.
 */
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildWebIfStale, webApiKey } from '../scripts/build-web';
import { round, startBenchShop, storefrontPages } from './support';

const RUNS = Number(process.env.BENCH_HYDRATION_RUNS ?? 5);
const CPU_SLOWDOWN = 4;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const apiKey = webApiKey();
buildWebIfStale({ apiKey });
const shop = await startBenchShop('PGlite', undefined, apiKey);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const pages = await storefrontPages(shop.url, apiKey);
  const rows = [];
  for (const [name, pagePath] of Object.entries(pages)) {
    const scripting: number[] = [];
    const tasks: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Performance.enable');
      await page.goto(`${shop.url}${pagePath}`, { waitUntil: 'networkidle' });
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (metricName: string) => (metrics.find((m) => m.name === metricName)?.value ?? 0) * 1000;
      // The first load of each page warms the shop's caches; it is not counted.
      if (run > 0) {
        scripting.push(metric('ScriptDuration'));
        tasks.push(metric('TaskDuration'));
      }
      await context.close();
    }
    rows.push({
      page: name,
      'scripting ms': round(median(scripting)),
      'all main-thread tasks ms': round(median(tasks)),
      'scripting range': `${round(Math.min(...scripting))}-${round(Math.max(...scripting))}`,
    });
  }
  console.log(
    `\nMain-thread work to load each page, CPU slowed ${CPU_SLOWDOWN}x, median of ${RUNS} runs, ` +
      `build ${path.resolve('dist/web')}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}, ${new Date().toISOString()}`,
  );
  console.table(rows);
} finally {
  await browser.close();
  await shop.cleanup();
}
