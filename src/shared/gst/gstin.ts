/**
 * A GSTIN: two-digit state code, the holder's PAN (five letters, four digits, a letter), the entity
 * number, "Z", and a check character computed from the first fourteen (docs/product.md, "Invoices").
 */
import { stateByGstCode } from '../states';

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTN check character: each of the first fourteen characters' values (0-9, A-Z = 10-35) is
 * multiplied by 1 and 2 alternately, the product's base-36 digits are added, and the check is
 * what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARSET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36]!;
}

/** Null when valid, else a message saying what is wrong. Expects upper case (normalise first). */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) return 'A GSTIN has 15 characters.';
  if (!SHAPE.test(gstin)) {
    return 'Enter the GSTIN as on the registration certificate: state code, PAN, entity number, Z and check character.';
  }
  if (!stateByGstCode(gstin.slice(0, 2))) return `${gstin.slice(0, 2)} is not a GST state code.`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) {
    return 'This GSTIN’s check character does not match: check it for a typing mistake.';
  }
  return null;
}

export function isValidGstin(gstin: string): boolean {
  return gstinProblem(gstin) === null;
}
