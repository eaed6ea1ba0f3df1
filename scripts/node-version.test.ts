import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lowestRequiredNode, nodeSatisfies, nodeVersionProblem, REQUIRED_NODE } from './node-version';

interface LockEntry {
  version?: string;
  engines?: Record<string, string> | string[];
}

function nodeRange(entry: LockEntry): string | undefined {
  if (Array.isArray(entry.engines)) return entry.engines.find((e) => e.startsWith('node '))?.slice(5);
  return entry.engines?.node;
}

describe('the Node.js version the shop needs', () => {
  it('reads npm engine ranges as npm does', () => {
    expect(nodeSatisfies('20.19.0', '>=20.19')).toBe(true);
    expect(nodeSatisfies('20.18.3', '>=20.19')).toBe(false);
    expect(nodeSatisfies('20.19.0', '>=22')).toBe(false);
    expect(nodeSatisfies('20.19.0', '^20.19.0 || >=22.12.0')).toBe(true);
    expect(nodeSatisfies('21.0.0', '^20.19.0 || >=22.12.0')).toBe(false);
    expect(nodeSatisfies('20.19.0', '18 || 20 || >=22')).toBe(true);
    expect(nodeSatisfies('20.19.0', '10.* || >= 12.*')).toBe(true);
    expect(nodeSatisfies('20.19.0', '>=16 || 14 >=14.17')).toBe(true);
    expect(nodeSatisfies('20.19.0', '^20.0.0 || ^22.0.0 || >=24.0.0')).toBe(true);
    expect(nodeSatisfies('20.19.0', '*')).toBe(true);
    expect(nodeSatisfies('20.19.0', '>20.19')).toBe(false);
    expect(nodeSatisfies('20.19.0', '~20.18.1')).toBe(false);
  });

  it('says which Node.js to install when started on an older one', () => {
    expect(nodeVersionProblem('18.20.4')).toBe(
      `The shop needs Node.js ${REQUIRED_NODE.replace('>=', '')} or later (package.json engines "${REQUIRED_NODE}"); this is Node.js 18.20.4. Install a newer Node.js and run the command again.`,
    );
    expect(nodeVersionProblem(lowestRequiredNode())).toBeNull();
    expect(nodeVersionProblem(process.versions.node)).toBeNull();
  });

  it('every installed package runs on the oldest Node.js the shop allows, so npm install warns of no engine', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, LockEntry>;
    };
    const lowest = lowestRequiredNode();
    const conflicts = Object.entries(lock.packages)
      .map(([path, entry]) => ({ path, version: entry.version, needs: nodeRange(entry) }))
      .filter(({ needs }) => needs !== undefined && !nodeSatisfies(lowest, needs));
    expect(conflicts, `packages that need a newer Node.js than ${lowest}`).toEqual([]);
  });

  it('npm start stops on an older Node.js with that sentence and nothing else', () => {
    // The child reports an old version, as an old Node.js would.
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "Object.defineProperty(process.versions, 'node', { value: '18.20.4' }); await import('./scripts/require-node.ts');",
      ],
      { encoding: 'utf8' },
    );
    expect(child.status).toBe(1);
    expect(child.stderr.trim()).toMatch(
      /^The shop needs Node\.js .* or later .*this is Node\.js 18\.20\.4\./,
    );
  });
});
