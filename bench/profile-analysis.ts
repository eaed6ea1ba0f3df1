/**
 * Turns a V8 CPU profile (node --cpu-prof) into the per-step cost of a request: where the shop's
 * process spends its time while it answers one path under load (bench/profile.ts).
 *
 * Two views of the same samples, restricted to a time window:
 * - steps: for each sample, the step it belongs to, found by walking from the running function
 *   towards the root and taking the first frame a rule names (our hooks and the libraries they
 *   call first, then Fastify's and Node's own parts), so a step's share includes what it calls.
 * - functions: the functions that ran the most themselves (self time).
 */
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A step of a request and the frames that belong to it; earlier rules win on the same frame. */
const STEP_RULES: Array<[step: string, test: (frame: CallFrame) => boolean]> = [
  ['GC (young-generation scavenges)', (f) => f.functionName === '(garbage collector)'],
  ['idle', (f) => f.functionName === '(idle)'],
  ['V8/native, unattributed', (f) => f.functionName === '(program)'],
  ['security headers (onSend)', (f) => f.url.includes('plugins/headers.ts')],
  ['no-store (onSend)', (f) => f.url.includes('plugins/no-store.ts')],
  ['Unstorable text check (preValidation)', (f) => f.url.includes('plugins/unstorable-text.ts')],
  ['CSRF check (onRequest)', (f) => f.url.includes('plugins/security.ts')],
  ['API key (preValidation)', (f) => f.url.includes('plugins/api-key.ts')],
  ['auth-first / request guards', (f) => f.url.includes('plugins/auth-first.ts')],
  ['sessions', (f) => f.url.includes('plugins/sessions.ts')],
  [
    'metrics (onResponse histogram)',
    (f) =>
      f.url.includes('plugins/metrics.ts') || f.url.includes('prom-client') || f.url.includes('lib/metrics'),
  ],
  [
    'rate limit',
    (f) =>
      f.url.includes('rate-limit') || f.url.includes('lib/counters.ts') || f.url.includes('redis-counters'),
  ],
  ['cookie parse (onRequest)', (f) => f.url.includes('@fastify/cookie') || f.url.includes('/cookie/')],
  ['query validation (zod)', (f) => f.url.includes('/zod/') || f.url.includes('type-provider-zod')],
  ['content encoding / Vary', (f) => f.url.includes('content-encoding.ts')],
  ['catalogue cache lookup', (f) => /catalog-cache|catalog-reads|search-reads/.test(f.url)],
  [
    'route handler + ETag (ours)',
    (f) => /modules\/catalog\/(routes|conditional-get)|lib\/maybe-promise|modules\/images\//.test(f.url),
  ],
  ['request logger (lazy child)', (f) => f.url.includes('lazy-child-logger') || f.url.includes('/pino')],
  ['Fastify routing (find-my-way)', (f) => f.url.includes('find-my-way')],
  ['query string parse', (f) => f.url.includes('fast-querystring')],
  ['Fastify validation runner', (f) => f.url.includes('fastify/lib/validation.js')],
  ['Fastify reply (headers, send)', (f) => f.url.includes('fastify/lib/reply.js')],
  ['Fastify hook runners', (f) => f.url.includes('fastify/lib/hooks.js')],
  ['Fastify request objects', (f) => /fastify\/lib\/(request|context)\.js/.test(f.url)],
  ['Fastify route/request entry', (f) => /fastify\/(lib\/route|fastify)\.js/.test(f.url)],
  ['Fastify other', (f) => f.url.includes('node_modules/fastify/')],
  ['Node http: write response', (f) => /_http_outgoing|_http_server.*writeHead/.test(f.url)],
  ['Node http: parse request', (f) => /_http_common|_http_incoming|_http_server/.test(f.url)],
  ['socket write/read (net, streams)', (f) => /node:net|stream_base_commons|internal\/streams/.test(f.url)],
  [
    'timers / event loop / microtasks',
    (f) => /internal\/(timers|process\/task_queues)|node:timers/.test(f.url),
  ],
  ['other JavaScript', (f) => f.url !== ''],
];

export interface Breakdown {
  /** Busy milliseconds in the window (idle excluded). */
  busyMs: number;
  steps: Array<{ step: string; ms: number; share: number }>;
  functions: Array<{ fn: string; ms: number; share: number }>;
}

export function readProfile(file: string): CpuProfile {
  return JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
}

/**
 * The breakdown of the samples taken between `fromUs` and `toUs` (V8's monotonic clock, the
 * one process.hrtime reads too), or of the whole profile.
 */
export function breakdown(profile: CpuProfile, fromUs = -Infinity, toUs = Infinity): Breakdown {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stepOf = new Map<number, string>();
  const classify = (id: number): string => {
    const known = stepOf.get(id);
    if (known) return known;
    let step = 'other native';
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      const rule = STEP_RULES.find(([, test]) => test(frame));
      if (rule) {
        step = rule[0];
        break;
      }
    }
    stepOf.set(id, step);
    return step;
  };
  const label = (id: number) => {
    // A native leaf (no URL) is named with its caller, which says what it was doing.
    const frame = byId.get(id)!.callFrame;
    const name = frame.functionName || '(anonymous)';
    if (frame.url) return `${name} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
    const up = parent.get(id);
    const caller = up === undefined ? undefined : byId.get(up)!.callFrame;
    return caller?.url ? `${name} <- ${caller.functionName || '(anonymous)'} ${shortUrl(caller.url)}` : name;
  };

  const stepTime = new Map<string, number>();
  const fnTime = new Map<string, number>();
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i]!;
    if (time < fromUs || time > toUs) continue;
    const weight = profile.timeDeltas[i + 1] ?? 0;
    const id = profile.samples[i]!;
    const step = classify(id);
    if (step === 'idle') continue;
    stepTime.set(step, (stepTime.get(step) ?? 0) + weight);
    const fn = label(id);
    fnTime.set(fn, (fnTime.get(fn) ?? 0) + weight);
  }
  const busyUs = [...stepTime.values()].reduce((a, b) => a + b, 0);
  const rows = <K extends string>(map: Map<string, number>, key: K) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .map(
        ([name, us]) =>
          ({ [key]: name, ms: us / 1000, share: busyUs ? us / busyUs : 0 }) as Record<K, string> & {
            ms: number;
            share: number;
          },
      );
  return { busyMs: busyUs / 1000, steps: rows(stepTime, 'step'), functions: rows(fnTime, 'fn') };
}

function shortUrl(url: string): string {
  return url
    .replace(/^file:\/\/.*?node_modules\//, '')
    .replace(/^file:\/\/.*?\/src\//, 'src/')
    .replace(/^node:/, '');
}
