/**
 * India's pincode directory, bundled (no network at run time): pincode -> state and district.
 * Built by scripts/pincodes/build-pincode-directory.ts; source and licence in
 * docs/decisions/009-storefront-search-sizes-delivery.md.
 *
 * Read on first use, not at start-up, into two typed arrays (sorted pincodes and, beside each, its
 * district's index): about 115 KB in memory, and a lookup is a binary search.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type IndianState, stateByGstCode } from '#shared/states';

const DATA_FILE = fileURLToPath(new URL('./pincode-directory.txt', import.meta.url));

export interface PincodeEntry {
  state: IndianState;
  district: string;
}

interface Directory {
  pincodes: Int32Array;
  groupOf: Uint16Array;
  groups: PincodeEntry[];
}

let directory: Directory | undefined;

export function parseDirectory(text: string): Directory {
  const groups: PincodeEntry[] = [];
  const pairs: Array<[number, number]> = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const [gstCode, district, encoded] = line.split('|') as [string, string, string];
    const state = stateByGstCode(gstCode);
    if (!state) throw new Error(`pincode directory: unknown GST state code ${gstCode}`);
    const group = groups.push({ state, district }) - 1;
    let pincode = 0;
    for (const step of encoded.split(',')) {
      pincode += Number.parseInt(step, 36);
      pairs.push([pincode, group]);
    }
  }
  pairs.sort((a, b) => a[0] - b[0]);
  return {
    pincodes: Int32Array.from(pairs, ([pincode]) => pincode),
    groupOf: Uint16Array.from(pairs, ([, group]) => group),
    groups,
  };
}

/** Loads the directory now (it is otherwise loaded by the first lookup). */
export function loadPincodeDirectory(): void {
  directory ??= parseDirectory(readFileSync(DATA_FILE, 'utf8'));
}

/** The state and district of a pincode of India's directory; undefined for any other. */
export function lookUpPincode(pincode: string): PincodeEntry | undefined {
  if (!/^[1-9][0-9]{5}$/.test(pincode)) return undefined;
  loadPincodeDirectory();
  const { pincodes, groupOf, groups } = directory!;
  const wanted = Number(pincode);
  let low = 0;
  let high = pincodes.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = pincodes[middle]!;
    if (value === wanted) return groups[groupOf[middle]!];
    if (value < wanted) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}
