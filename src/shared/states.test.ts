import { describe, expect, it } from 'vitest';
import { stateByName, statesNamedIn } from './states';

describe('state names', () => {
  it.each([
    ['Orissa', 'Odisha'],
    ['PONDICHERRY', 'Puducherry'],
    ['uttaranchal', 'Uttarakhand'],
    ['Daman and Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['Dadra & Nagar Haveli', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['Andaman & Nicobar', 'Andaman and Nicobar Islands'],
    ['Andaman & Nicobar Islands', 'Andaman and Nicobar Islands'],
    ['Jammu & Kashmir', 'Jammu and Kashmir'],
    ['  tamil   nadu ', 'Tamil Nadu'],
  ])('reads %j as %s', (written, today) => {
    expect(stateByName(written)?.name).toBe(today);
  });

  it('knows no state by a city or part of a name', () => {
    expect(['Bangalore', 'Andhra', 'Kashmir', 'Nagar Haveli'].map(stateByName)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('finds the states a line of address names, as whole words, in the order written', () => {
    const names = (text: string) => statesNamedIn(text).map((state) => state.name);
    expect(names('Karnataka Bank Road, Hyderabad, Telangana 500001')).toEqual(['Karnataka', 'Telangana']);
    expect(names('12 Punjabi Bagh, New Delhi 110026')).toEqual(['Delhi']);
    expect(names('Cuttack, ORISSA 753001')).toEqual(['Odisha']);
    expect(names('Silvassa, Dadra & Nagar Haveli and Daman & Diu 396230')).toEqual([
      'Dadra and Nagar Haveli and Daman and Diu',
    ]);
    expect(names('Flat 4, Marine Drive, Mumbai 400002')).toEqual([]);
  });
});
