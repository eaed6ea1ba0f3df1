import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '#shared/states';
import { loadPincodeDirectory, lookUpPincode, parseDirectory } from './pincode-directory';

describe('the bundled pincode directory', () => {
  it('covers every state and union territory', () => {
    loadPincodeDirectory();
    const sample = [
      '744101',
      '791110',
      '781001',
      '800001',
      '160017',
      '492001',
      '403001',
      '380001',
      '122001',
      '171001',
      '834001',
      '560001',
      '682001',
      '682555',
      '462001',
      '400001',
      '795001',
      '793001',
      '796001',
      '797001',
      '751001',
      '605001',
      '141001',
      '302001',
      '737101',
      '600001',
      '500001',
      '799001',
      '226001',
      '248001',
      '700001',
      '110001',
      '190001',
      '194101',
      '396210',
      '530001',
    ];
    const states = new Set(sample.map((pincode) => lookUpPincode(pincode)?.state.name));
    expect([...states].sort()).toEqual(INDIAN_STATES.map((s) => s.name).sort());
  });

  it('reads the delta-encoded lines', () => {
    const parsed = parseDirectory('36|Hyderabad|apsx,1,2\n38|Leh|45rp\n');
    expect(Array.from(parsed.pincodes)).toEqual([194101, 500001, 500002, 500004]);
    expect(parsed.groups[parsed.groupOf[0]!]!.district).toBe('Leh');
  });

  it('answers a lookup in well under a millisecond', () => {
    loadPincodeDirectory();
    const started = performance.now();
    for (let i = 0; i < 10_000; i++) lookUpPincode(String(110001 + ((i * 7919) % 800000)));
    expect((performance.now() - started) / 10_000).toBeLessThan(1);
  });
});
