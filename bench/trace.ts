/**
 * npm run bench:trace: where each storefront page's main-thread time goes on a phone-class CPU
 * (Chromium's CPU slowed 4x, as Lighthouse's mobile profile does), from Chromium's own
 * performance trace (the DevTools Performance panel's recording, taken over CDP). For each page:
 * the long tasks (over 50 ms) and their blocking time past 50 ms, and the trace's events inside
 * them summed by kind and script, so a slow page names what made it slow (bench/RESULTS.md).
 * BENCH_TRACE_RUNS loads per page after a warm-up, the median run's figures printed.
 */
import os from 'node:os';
import { type CDPSession, chromium } from 'playwright-core';
import { buildWebIfStale, webApiKey } from '../scripts/build-web';
import { round, startBenchShop, storefrontPages } from './support';

const RUNS = Number(process.env.BENCH_TRACE_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string } };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}

/** The JavaScript profile's self time by function (name, script, line), largest first. */
function profileTop(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }) {
  const byNode = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++)
    byNode.set(samples[i]!, (byNode.get(samples[i]!) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (!url) continue;
    const label = `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(label, (byFunction.get(label) ?? 0) + (byNode.get(node.id) ?? 0));
  }
  return [...byFunction.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
}

async function record(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) => events.push(...(message.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  await load();
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

/** The renderer's main thread: the one that ran the page's document parse. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const parse = events.find((e) => e.name === 'ParseHTML' && e.ph === 'X');
  return parse && { pid: parse.pid, tid: parse.tid };
}

const shortUrl = (url: string | undefined) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : '');

/** Long tasks, and inside them each kind of work's own time (children taken out), by kind and script. */
function analyse(events: TraceEvent[]) {
  const main = mainThread(events);
  if (!main) return undefined;
  const onMain = events
    .filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur! / 1000 > LONG_TASK_MS);
  const blocking = tasks.reduce((sum, t) => sum + t.dur! / 1000 - LONG_TASK_MS, 0);
  const byKind = new Map<string, number>();
  for (const task of tasks) {
    const inside = onMain.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!,
    );
    // Self time: an event's duration less its direct children's.
    const stack: Array<{ e: TraceEvent; self: number }> = [];
    const flush = (entry: { e: TraceEvent; self: number }) => {
      const data = entry.e.args?.data;
      const label = `${entry.e.name} ${shortUrl(data?.url)} ${data?.functionName ?? ''}`.trim();
      byKind.set(label, (byKind.get(label) ?? 0) + entry.self / 1000);
    };
    for (const e of inside) {
      while (stack.length && e.ts >= stack.at(-1)!.e.ts + stack.at(-1)!.e.dur!) flush(stack.pop()!);
      if (stack.length) stack.at(-1)!.self -= e.dur!;
      stack.push({ e, self: e.dur! });
    }
    while (stack.length) flush(stack.pop()!);
  }
  const top = [...byKind.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
  return {
    longTasks: tasks.length,
    longestMs: Math.max(0, ...tasks.map((t) => t.dur! / 1000)),
    blockingMs: blocking,
    top,
  };
}

const apiKey = webApiKey();
buildWebIfStale({ apiKey });
const shop = await startBenchShop('PGlite', undefined, apiKey);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const pages = await storefrontPages(shop.url, apiKey);
  for (const [name, pagePath] of Object.entries(pages)) {
    const results = [];
    for (let run = 0; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      const events = await record(cdp, async () => {
        await page.goto(`${shop.url}${pagePath}`, { waitUntil: 'networkidle', timeout: 120_000 });
      });
      const { profile } = await cdp.send('Profiler.stop');
      await context.close();
      const analysed = analyse(events);
      const result = analysed && { ...analysed, functions: profileTop(profile as never) };
      // The first load of each page warms the shop's caches; it is not counted.
      if (run > 0 && result) results.push(result);
    }
    results.sort((a, b) => a.blockingMs - b.blockingMs);
    const median = results[Math.floor(results.length / 2)];
    if (!median) continue;
    console.log(
      `\n${name} (${pagePath}): ${median.longTasks} long tasks, longest ${round(median.longestMs)} ms, ` +
        `blocking ${round(median.blockingMs)} ms (runs: ${results.map((r) => round(r.blockingMs)).join(', ')})`,
    );
    for (const [label, ms] of median.top)
      console.log(`  ${round(ms, 1).toString().padStart(7)} ms  ${label}`);
    console.log('  JavaScript self time by function:');
    for (const [label, ms] of median.functions)
      console.log(`  ${round(ms, 1).toString().padStart(7)} ms  ${label}`);
  }
  console.log(
    `\nCPU slowed ${CPU_SLOWDOWN}x, 390 x 844 phone viewport, median of ${RUNS} runs by blocking time, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}, ${new Date().toISOString()}`,
  );
} finally {
  await browser.close();
  await shop.cleanup();
}
