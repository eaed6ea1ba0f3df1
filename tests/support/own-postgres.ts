/**
 * A PostgreSQL server of a test's own, in a temporary folder on its own port, made with the
 * machine's initdb and pg_ctl, so a test can stop and start it under a running shop (an outage)
 * without touching the server other tests share. As root, the server runs as the postgres user,
 * since PostgreSQL refuses to run as root.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface OwnPostgres {
  url: string;
  start(): void;
  /** `fast` ends every session with "terminating connection due to administrator command". */
  stop(mode?: 'fast' | 'immediate'): void;
  remove(): void;
}

/** The folder of the machine's PostgreSQL programs, or undefined when it has none. */
export function postgresBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions
    .map((version) => path.join(base, version, 'bin'))
    .find((dir) => existsSync(`${dir}/pg_ctl`));
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startOwnPostgres(binDir: string): Promise<OwnPostgres> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-own-pg-'));
  const dataDir = path.join(folder, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const postgres = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const group = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(folder, Number(postgres), Number(group));
  }
  const run = (program: string, args: string[]) => {
    const [command, fullArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', `${binDir}/${program}`, ...args]]
      : [`${binDir}/${program}`, args];
    execFileSync(command as string, fullArgs as string[], { stdio: 'pipe', timeout: 60_000 });
  };
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run('pg_ctl', ['-D', dataDir, '-o', options, '-l', `${folder}/log`, '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: (mode = 'fast') => run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']),
    remove() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
