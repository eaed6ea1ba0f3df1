/** Amount in words (Indian numbering), GSTIN check characters, financial years and document numbers. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, numberInIndianWords } from './amount-in-words';
import { financialYearOf, formatIndianDate, returnMonthOf, returnMonthRange } from './financial-year';
import { gstinCheckCharacter, gstinProblem, isValidGstin } from './gstin';
import { documentNumber } from './numbering';

describe('amount in words', () => {
  it('writes the worked examples', () => {
    expect(amountInWords(50)).toBe('Rupees Zero and Fifty Paise Only');
    expect(amountInWords(10_000_000)).toBe('Rupees One Lakh Only');
    expect(amountInWords(123_456_789)).toBe(
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only',
    );
    expect(amountInWords(189_800)).toBe('Rupees One Thousand Eight Hundred Ninety-Eight Only');
    expect(amountInWords(169_800)).toBe('Rupees One Thousand Six Hundred Ninety-Eight Only');
  });

  it('counts crores, lakhs and teens', () => {
    expect(numberInIndianWords(0)).toBe('Zero');
    expect(numberInIndianWords(11)).toBe('Eleven');
    expect(numberInIndianWords(100)).toBe('One Hundred');
    expect(numberInIndianWords(1_005)).toBe('One Thousand Five');
    expect(numberInIndianWords(10_000_000)).toBe('One Crore');
    expect(numberInIndianWords(123_456_789)).toBe(
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine',
    );
  });

  it('never leaves a gap or a double space', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (paise) => {
        const words = amountInWords(paise);
        expect(words).toMatch(/^Rupees [A-Z][A-Za-z -]* Only$/);
        expect(words).not.toMatch(/ {2}/);
        // "Zero" only ever stands for no rupees at all.
        expect(words.replace(/^Rupees Zero (and|Only)/, '')).not.toMatch(/Zero/);
      }),
    );
  });
});

describe('GSTIN', () => {
  it('accepts GSTINs whose check character matches', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
  });

  it('says what is wrong with a bad one', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('A GSTIN has 15 characters.');
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/check character does not match/);
    expect(gstinProblem('27AAPF10939F1ZV')).toMatch(/state code, PAN/);
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe('99 is not a GST state code.');
  });

  it('catches any single changed character', () => {
    const charset = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.constantFrom(...charset), (position, replacement) => {
        const valid = '27AAPFU0939F1ZV';
        fc.pre(valid[position] !== replacement);
        const changed = valid.slice(0, position) + replacement + valid.slice(position + 1);
        expect(isValidGstin(changed)).toBe(false);
      }),
    );
  });
});

describe('financial year', () => {
  it('turns on 1 April in India, not in UTC', () => {
    // 31 March 2027 23:59 in India is 18:29 UTC; 1 April 00:00 in India is 31 March 18:30 UTC.
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toEqual({ startYear: 2026, label: '2627' });
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toEqual({ startYear: 2027, label: '2728' });
    expect(financialYearOf(new Date('2099-12-01T00:00:00Z')).label).toBe('9900');
  });

  it('puts a date in its month in India', () => {
    expect(returnMonthOf(new Date('2026-04-30T18:30:00Z'))).toBe('2026-05');
    expect(returnMonthRange('2026-05')).toEqual({
      from: new Date('2026-04-30T18:30:00Z'),
      to: new Date('2026-05-31T18:30:00Z'),
    });
    expect(formatIndianDate(new Date('2026-04-30T18:30:00Z'))).toBe('01 May 2026');
  });
});

describe('document numbers', () => {
  it('fit in 16 characters with the longest prefix', () => {
    expect(documentNumber('invoice', 'OS', '2627', 123)).toBe('OS/2627/000123');
    expect(documentNumber('credit_note', 'OS', '2627', 12)).toBe('OS/2627/C00012');
    expect(documentNumber('invoice', 'ABCD', '2627', 999_999)).toHaveLength(16);
    expect(documentNumber('credit_note', 'ABCD', '2627', 99_999)).toHaveLength(16);
  });
});
