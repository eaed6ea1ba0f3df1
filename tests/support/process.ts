/** Runs the shop as a real child process, for tests of start-up, locking and crashes. */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { SHOP_NODE_FLAGS } from '../../scripts/node-flags';

export interface ShopProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function spawnShop(
  env: Record<string, string>,
  script = 'src/server/main.ts',
  extraFlags: string[] = [],
): ChildProcess {
  // The same flags as `npm start`, so what is tested and measured is what runs (plus, for the
  // profiler, --cpu-prof: bench/profile.ts). npm start's own script is JavaScript and loads tsx
  // itself when it needs it (docs/decisions/029-start-up.md); TypeScript runs through tsx.
  const loader = script.endsWith('.mjs') ? [] : ['--import', 'tsx'];
  return spawn(process.execPath, [...SHOP_NODE_FLAGS, ...extraFlags, ...loader, script], {
    env: { ...process.env, NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'warn', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts the shop and resolves once it prints its URL. */
export async function startShopProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  extraFlags: string[] = [],
  script?: string,
): Promise<ShopProcess> {
  const child = spawnShop(env, script, extraFlags);
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`shop did not start:\n${output}`)), timeoutMs);
    const check = () => {
      const match = output.match(/The shop is open at (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', () => {
      clearTimeout(timer);
      reject(new Error(`shop exited during start-up:\n${output}`));
    });
  });
  return {
    child,
    url,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return child.exitCode;
      child.kill(signal);
      const [code] = await once(child, 'exit');
      return code as number | null;
    },
  };
}

/** Runs a command to its end and returns its exit code and output. */
export async function runToExit(child: ChildProcess, timeoutMs: number) {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const [code] = await once(child, 'exit');
  clearTimeout(timer);
  return { code: code as number | null, stdout, stderr };
}
