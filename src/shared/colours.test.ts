import { describe, expect, it } from 'vitest';
import { COLOUR_FAMILIES, COLOUR_MESSAGES } from './colours';

describe('colour families', () => {
  it('the refusal lists every family, in the order of the list (the message is written out)', () => {
    expect(COLOUR_MESSAGES.familyInvalid).toBe(
      `Please choose the colour family from: ${COLOUR_FAMILIES.join(', ')}.`,
    );
  });
});
