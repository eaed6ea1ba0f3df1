/**
 * India's 28 states and 8 union territories by today's names, each with its GST state code (the
 * first two digits of a GSTIN; docs/product.md section 11). Codes 25 (Daman and Diu, merged into 26 in
 * 2020) and 28 (Andhra Pradesh before 2014) are no longer issued.
 */
export interface IndianState {
  name: string;
  /** Two digits, as on a GSTIN and an invoice's place of supply. */
  gstCode: string;
  kind: 'state' | 'union territory';
}

export const INDIAN_STATES: readonly IndianState[] = [
  { gstCode: '01', name: 'Jammu and Kashmir', kind: 'union territory' },
  { gstCode: '02', name: 'Himachal Pradesh', kind: 'state' },
  { gstCode: '03', name: 'Punjab', kind: 'state' },
  { gstCode: '04', name: 'Chandigarh', kind: 'union territory' },
  { gstCode: '05', name: 'Uttarakhand', kind: 'state' },
  { gstCode: '06', name: 'Haryana', kind: 'state' },
  { gstCode: '07', name: 'Delhi', kind: 'union territory' },
  { gstCode: '08', name: 'Rajasthan', kind: 'state' },
  { gstCode: '09', name: 'Uttar Pradesh', kind: 'state' },
  { gstCode: '10', name: 'Bihar', kind: 'state' },
  { gstCode: '11', name: 'Sikkim', kind: 'state' },
  { gstCode: '12', name: 'Arunachal Pradesh', kind: 'state' },
  { gstCode: '13', name: 'Nagaland', kind: 'state' },
  { gstCode: '14', name: 'Manipur', kind: 'state' },
  { gstCode: '15', name: 'Mizoram', kind: 'state' },
  { gstCode: '16', name: 'Tripura', kind: 'state' },
  { gstCode: '17', name: 'Meghalaya', kind: 'state' },
  { gstCode: '18', name: 'Assam', kind: 'state' },
  { gstCode: '19', name: 'West Bengal', kind: 'state' },
  { gstCode: '20', name: 'Jharkhand', kind: 'state' },
  { gstCode: '21', name: 'Odisha', kind: 'state' },
  { gstCode: '22', name: 'Chhattisgarh', kind: 'state' },
  { gstCode: '23', name: 'Madhya Pradesh', kind: 'state' },
  { gstCode: '24', name: 'Gujarat', kind: 'state' },
  { gstCode: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', kind: 'union territory' },
  { gstCode: '27', name: 'Maharashtra', kind: 'state' },
  { gstCode: '29', name: 'Karnataka', kind: 'state' },
  { gstCode: '30', name: 'Goa', kind: 'state' },
  { gstCode: '31', name: 'Lakshadweep', kind: 'union territory' },
  { gstCode: '32', name: 'Kerala', kind: 'state' },
  { gstCode: '33', name: 'Tamil Nadu', kind: 'state' },
  { gstCode: '34', name: 'Puducherry', kind: 'union territory' },
  { gstCode: '35', name: 'Andaman and Nicobar Islands', kind: 'union territory' },
  { gstCode: '36', name: 'Telangana', kind: 'state' },
  { gstCode: '37', name: 'Andhra Pradesh', kind: 'state' },
  { gstCode: '38', name: 'Ladakh', kind: 'union territory' },
];

/**
 * Former names and other spellings a shopper or an old API client may write, each read as
 * today's name (docs/product.md section 12). "&" is read as "and", so "Jammu & Kashmir" and
 * "Andaman & Nicobar Islands" need no entry of their own.
 */
export const STATE_ALIASES: Readonly<Record<string, string>> = {
  Orissa: 'Odisha',
  Pondicherry: 'Puducherry',
  Uttaranchal: 'Uttarakhand',
  'Daman and Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Dadra and Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Andaman and Nicobar': 'Andaman and Nicobar Islands',
  'NCT of Delhi': 'Delhi',
  Chattisgarh: 'Chhattisgarh',
  Tamilnadu: 'Tamil Nadu',
};

/** A name as compared: lower case, "&" as "and", every other mark a single space. */
function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const byGstCode = new Map(INDIAN_STATES.map((state) => [state.gstCode, state]));
const byName = new Map<string, IndianState>([
  ...INDIAN_STATES.map((state) => [nameKey(state.name), state] as const),
  ...Object.entries(STATE_ALIASES).map(
    ([alias, name]) => [nameKey(alias), INDIAN_STATES.find((state) => state.name === name)!] as const,
  ),
]);

export function stateByGstCode(gstCode: string): IndianState | undefined {
  return byGstCode.get(gstCode);
}

/** Today's name or a former one (STATE_ALIASES), any letter case; answers today's state. */
export function stateByName(name: string): IndianState | undefined {
  return byName.get(nameKey(name));
}

/**
 * Every state a piece of text names, by today's or a former name, as whole words: "Karnataka
 * Bank Road, Hyderabad, Telangana" names Karnataka and Telangana; "Punjabi Bagh" names none.
 */
export function statesNamedIn(text: string): IndianState[] {
  const words = ` ${nameKey(text)} `;
  const found = new Map<IndianState, number>();
  for (const [key, state] of byName) {
    const at = words.indexOf(` ${key} `);
    if (at >= 0 && at < (found.get(state) ?? Number.POSITIVE_INFINITY)) found.set(state, at);
  }
  // In the order the text names them.
  return [...found].sort((a, b) => a[1] - b[1]).map(([state]) => state);
}
