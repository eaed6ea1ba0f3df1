import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '#shared/states';
import { loadPincodeDirectory, lookUpPincode, parseDirectory } from './pincode-directory';
import { CITY_BY_PINCODE, CURRENT_DISTRICT_NAMES } from './place-names';

/**
 * Real pincodes by today's state: head and city post offices of every state and union territory,
 * with the places India's map moved (Hyderabad, Warangal in Telangana; Leh, Kargil in Ladakh;
 * Silvassa, Daman, Diu in one union territory; Yanam, Mahe, Karaikal in Puducherry).
 */
const REAL_PINCODES: Record<string, string> = {
  'Andhra Pradesh':
    '530001 520001 522001 517501 524001 518001 515001 516001 533001 533101 532001 535001 523001 534001 521001',
  'Arunachal Pradesh': '791111 791110 792001 790001 791102',
  Assam: '781001 785001 786001 788001 784001 782001 783301',
  Bihar: '800001 812001 823001 842001 846004 845401 802301 841301 811201',
  Chhattisgarh: '492001 490001 495001 496001 494001 497001',
  Goa: '403001 403601 403802 403507',
  Gujarat: '380001 395003 390001 360001 364001 361001 382010 370001 388001 362001',
  Haryana: '122001 121001 132001 133001 124001 125001 131001 132103 134109 127021',
  'Himachal Pradesh': '171001 176215 175001 176001 174001 173212 175101',
  Jharkhand: '834001 831001 826001 827001 825301 814101',
  Karnataka: '560001 570001 575001 580001 590001 585101 577201 583101 572101 563101 577001 586101',
  Kerala: '695001 682001 673001 680001 686001 691001 678001 670001 689101 688001',
  'Madhya Pradesh': '462001 452001 474001 482001 456001 470001 485001 486001 457001',
  Maharashtra: '400001 411001 440001 422001 431001 416001 413001 444601 414001 415001 425001 431601 400601',
  Manipur: '795001 795128 795002',
  Meghalaya: '793001 794001 793150',
  Mizoram: '796001 796701',
  Nagaland: '797001 797112 798601',
  Odisha: '751001 753001 760001 769001 768001 756001 752001',
  Punjab: '141001 143001 144001 147001 151001 152001 146001 148001',
  Rajasthan: '302001 342001 313001 324001 305001 334001 321001 301001 311001 345001',
  Sikkim: '737101 737102 737126 737111',
  'Tamil Nadu': '600001 641001 625001 620001 636001 627001 632001 638001 613001 628001 629001',
  Telangana: '500001 506001 505001 503001 507001 509001 508001 504001 502001 500081',
  Tripura: '799001 799250 799120',
  'Uttar Pradesh':
    '226001 208001 221001 211001 282001 250001 201001 201301 202001 243001 273001 244001 281001 284001',
  Uttarakhand: '248001 249401 263001 263139 246001 249201',
  'West Bengal': '700001 711101 734001 713101 713201 721101 742101 732101 734101 741101',
  'Andaman and Nicobar Islands': '744101 744102 744103',
  Chandigarh: '160017 160001 160022 160036',
  'Dadra and Nagar Haveli and Daman and Diu': '396230 396210 362520',
  Delhi: '110001 110002 110006 110016 110024 110092',
  'Jammu and Kashmir': '190001 180001 185101 182101 184101 193101',
  Ladakh: '194101 194103 194102',
  Lakshadweep: '682555 682553 682559',
  Puducherry: '605001 609602 533464 673310',
};

describe('the bundled pincode directory', () => {
  it('puts 249 real pincodes, in every state and union territory, in the right one', () => {
    loadPincodeDirectory();
    const wrong: string[] = [];
    for (const [state, pincodes] of Object.entries(REAL_PINCODES)) {
      for (const pincode of pincodes.split(' ')) {
        const found = lookUpPincode(pincode)?.state.name;
        if (found !== state) wrong.push(`${pincode}: ${found}, not ${state}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(Object.values(REAL_PINCODES).join(' ').split(' ').length).toBeGreaterThanOrEqual(200);
    expect(Object.keys(REAL_PINCODES).sort()).toEqual(INDIAN_STATES.map((s) => s.name).sort());
  });

  it('reads the delta-encoded lines', () => {
    const parsed = parseDirectory('36|Hyderabad|apsx,1,2\n38|Leh|45rp\n');
    expect(Array.from(parsed.pincodes)).toEqual([194101, 500001, 500002, 500004]);
    expect(parsed.groups[parsed.groupOf[0]!]!.city).toBe('Leh');
  });

  it.each([
    ['560001', 'Bengaluru', 'Karnataka'],
    ['570001', 'Mysuru', 'Karnataka'],
    ['122001', 'Gurugram', 'Haryana'],
    ['605001', 'Puducherry', 'Puducherry'],
    ['160055', 'Mohali', 'Punjab'],
    ['160062', 'Mohali', 'Punjab'],
    ['140001', 'Rupnagar', 'Punjab'],
    ['211001', 'Prayagraj', 'Uttar Pradesh'],
    ['224001', 'Ayodhya', 'Uttar Pradesh'],
    ['431001', 'Chhatrapati Sambhajinagar', 'Maharashtra'],
    ['824101', 'Aurangabad', 'Bihar'],
    ['414001', 'Ahilyanagar', 'Maharashtra'],
    ['413501', 'Dharashiv', 'Maharashtra'],
    ['461001', 'Narmadapuram', 'Madhya Pradesh'],
    ['516001', 'Kadapa', 'Andhra Pradesh'],
    ['402201', 'Raigad', 'Maharashtra'],
    ['174001', 'Bilaspur', 'Himachal Pradesh'],
    ['495001', 'Bilaspur', 'Chhattisgarh'],
    ['110001', 'Delhi', 'Delhi'],
    ['201301', 'Noida', 'Uttar Pradesh'],
    ['201310', 'Greater Noida', 'Uttar Pradesh'],
    ['500060', 'Hyderabad', 'Telangana'],
  ])("names %s by today's city, %s, in %s", (pincode, city, state) => {
    expect(lookUpPincode(pincode)).toMatchObject({ city, state: { name: state } });
  });

  it('applies the correction tables as it loads the file', () => {
    // As the file writes them: 560001 under Bangalore; 140001 (Ropar town), 160055 and 160062
    // (Mohali's sectors) under Rupnagar.
    const b36 = (n: number) => n.toString(36);
    const parsed = parseDirectory(
      `29|Bangalore|${b36(560001)}\n03|Rupnagar|${b36(140001)},${b36(160055 - 140001)},${b36(7)}\n`,
    );
    expect(Array.from(parsed.pincodes)).toEqual([140001, 160055, 160062, 560001]);
    const cities = [0, 1, 2, 3].map((i) => parsed.groups[parsed.groupOf[i]!]!.city);
    expect(cities).toEqual(['Rupnagar', 'Mohali', 'Mohali', 'Bengaluru']);
    // One entry per state and city: both Mohali pincodes share it.
    expect(parsed.groups.map((group) => group.city)).toEqual(['Bengaluru', 'Rupnagar', 'Mohali']);
  });

  it('corrects only names the bundled file uses, and only pincodes it holds', () => {
    const districts = new Set(
      readFileSync(new URL('./pincode-directory.txt', import.meta.url), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('|')[1]),
    );
    expect(Object.keys(CURRENT_DISTRICT_NAMES).filter((name) => !districts.has(name))).toEqual([]);
    expect(Object.keys(CITY_BY_PINCODE).filter((pincode) => !lookUpPincode(pincode))).toEqual([]);
  });

  it('answers a lookup in well under a millisecond', () => {
    loadPincodeDirectory();
    const started = performance.now();
    for (let i = 0; i < 10_000; i++) lookUpPincode(String(110001 + ((i * 7919) % 800000)));
    expect((performance.now() - started) / 10_000).toBeLessThan(1);
  });
});
