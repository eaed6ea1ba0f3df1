/**
 * India's pincode directory, bundled (no network at run time): pincode -> state and city.
 * Built by scripts/pincodes/build-pincode-directory.ts; source and licence in
 * docs/decisions/009-storefront-search-sizes-delivery.md. The file names each pincode's postal
 * district; loading turns that into today's city name (place-names.ts).
 *
 * Read on first use, not at start-up, into two typed arrays (sorted pincodes and, beside each, its
 * district's index): about 115 KB in memory, and a lookup is a binary search.
 */
import { readFileSync } from 'node:fs';
import { serverFile } from '#server/project-root';
import { type IndianState, stateByGstCode } from '#shared/states';
import { cityName } from './place-names';

const DATA_FILE = serverFile('modules/delivery/pincode-directory.txt');

export interface PincodeEntry {
  state: IndianState;
  /** What the address form fills in as the city: the district's name today, or the city's. */
  city: string;
}

interface Directory {
  pincodes: Int32Array;
  groupOf: Uint16Array;
  groups: PincodeEntry[];
}

let directory: Directory | undefined;

export function parseDirectory(text: string): Directory {
  const groups: PincodeEntry[] = [];
  const groupIndex = new Map<string, number>();
  const groupFor = (state: IndianState, city: string): number => {
    const key = `${state.gstCode}|${city}`;
    let group = groupIndex.get(key);
    if (group === undefined) {
      group = groups.push({ state, city }) - 1;
      groupIndex.set(key, group);
    }
    return group;
  };
  const pairs: Array<[number, number]> = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const [gstCode, district, encoded] = line.split('|') as [string, string, string];
    const state = stateByGstCode(gstCode);
    if (!state) throw new Error(`pincode directory: unknown GST state code ${gstCode}`);
    let pincode = 0;
    for (const step of encoded.split(',')) {
      pincode += Number.parseInt(step, 36);
      pairs.push([pincode, groupFor(state, cityName(String(pincode), district))]);
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

/** The state and city of a pincode of India's directory; undefined for any other. */
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
