/**
 * The Node.js version the shop needs: package.json's `engines.node`, read once, so the start-up
 * check and the dependency check (node-version.test.ts) agree with what npm is told.
 */
import { readFileSync } from 'node:fs';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
};

/** package.json's range, e.g. ">=20.19". */
export const REQUIRED_NODE = packageJson.engines.node;

type Version = [number, number, number];

/** "20", "20.19", "10.x", "12.*" -> the lowest version it names, and how many parts it pins. */
function parse(text: string): { version: Version; parts: number } {
  const pieces = text.replace(/^v/, '').split('.');
  const numbers: number[] = [];
  for (const piece of pieces) {
    if (!/^\d+$/.test(piece)) break;
    numbers.push(Number(piece));
  }
  const version = [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0] as Version;
  return { version, parts: numbers.length };
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** The version just above everything `text` names: "20" -> 21.0.0, "20.19" -> 20.20.0. */
function bumped({ version, parts }: { version: Version; parts: number }): Version {
  if (parts <= 1) return [version[0] + 1, 0, 0];
  if (parts === 2) return [version[0], version[1] + 1, 0];
  return [version[0], version[1], version[2] + 1];
}

function satisfiesComparator(version: Version, comparator: string): boolean {
  const match = /^(>=|<=|>|<|=|\^|~)?(.*)$/.exec(comparator)!;
  const op = match[1] ?? '';
  const target = parse(match[2]!);
  const low = target.version;
  switch (op) {
    case '>=':
      return compare(version, low) >= 0;
    case '>':
      // ">20.19" means 20.20.0 and later; ">20.19.1" means anything after 20.19.1.
      return target.parts === 3 ? compare(version, low) > 0 : compare(version, bumped(target)) >= 0;
    case '<':
      return compare(version, low) < 0;
    case '<=':
      return compare(version, bumped(target)) < 0;
    case '^': {
      const high: Version = low[0] > 0 ? [low[0] + 1, 0, 0] : bumped({ version: low, parts: 2 });
      return compare(version, low) >= 0 && compare(version, high) < 0;
    }
    case '~':
      return (
        compare(version, low) >= 0 &&
        compare(version, bumped({ ...target, parts: Math.min(target.parts, 2) })) < 0
      );
    default:
      if (target.parts === 0) return true; // "*", "x"
      return compare(version, low) >= 0 && compare(version, bumped(target)) < 0;
  }
}

/** Whether `version` (e.g. "20.20.2") is inside an npm `engines` range such as "^20.19.0 || >=22.12.0". */
export function nodeSatisfies(version: string, range: string): boolean {
  const current = parse(version).version;
  return range.split('||').some((alternative) => {
    const comparators = alternative
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    return comparators.every((comparator) => satisfiesComparator(current, comparator));
  });
}

/** The lowest version `REQUIRED_NODE` allows, e.g. "20.19.0". */
export function lowestRequiredNode(): string {
  return parse(REQUIRED_NODE.replace(/^>=\s*/, '')).version.join('.');
}

/** A sentence for the person starting the shop on a Node.js that is too old, or null when it is fine. */
export function nodeVersionProblem(version: string = process.versions.node): string | null {
  if (nodeSatisfies(version, REQUIRED_NODE)) return null;
  return `The shop needs Node.js ${REQUIRED_NODE.replace(/^>=\s*/, '')} or later (package.json engines "${REQUIRED_NODE}"); this is Node.js ${version}. Install a newer Node.js and run the command again.`;
}
