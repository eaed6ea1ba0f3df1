/**
 * The city the address form fills in from a pincode (docs/product.md section 12). The bundled
 * directory gives each pincode's postal district, under the names India Post filed it with:
 * some since renamed (Bangalore is Bengaluru since 2014), some carrying a tag ("Bilaspur (HP)"),
 * some not a city at all (Mohali's sectors filed under Rupnagar). These corrections are applied
 * when the directory is loaded (pincode-directory.ts); the shopper may still edit the city.
 * Sources and reasoning: docs/decisions/011-delivery-addresses-and-rules.md.
 */

/** The directory's district name -> the name in use today. */
export const CURRENT_DISTRICT_NAMES: Readonly<Record<string, string>> = {
  // Renamed cities and districts, with the year the new name took effect.
  Bangalore: 'Bengaluru', // 2014, with the nine below
  'Bangalore Rural': 'Bengaluru Rural',
  Belgaum: 'Belagavi',
  Bellary: 'Ballari',
  'Bijapur(KAR)': 'Vijayapura',
  Chickmagalur: 'Chikkamagaluru',
  Gulbarga: 'Kalaburagi',
  Mysore: 'Mysuru',
  Shimoga: 'Shivamogga',
  Tumkur: 'Tumakuru',
  Gurgaon: 'Gurugram', // 2016
  Pondicherry: 'Puducherry', // 2006
  Allahabad: 'Prayagraj', // 2018
  Faizabad: 'Ayodhya', // 2018
  'Jyotiba Phule Nagar': 'Amroha', // 2012
  'Sant Ravidas Nagar': 'Bhadohi', // 2014
  Hoshangabad: 'Narmadapuram', // 2022
  Aurangabad: 'Chhatrapati Sambhajinagar', // 2023 (Maharashtra's; Bihar's is "Aurangabad(BH)")
  Osmanabad: 'Dharashiv', // 2023
  'Ahmed Nagar': 'Ahilyanagar', // 2024
  Cuddapah: 'Kadapa', // 2005
  Tuticorin: 'Thoothukudi', // 1997
  'North Cachar Hills': 'Dima Hasao', // 2010
  Sibsagar: 'Sivasagar',
  Ropar: 'Rupnagar', // the town's official name; the directory files the district under both
  // A tag telling apart districts of one name, or a spelling of the directory's own.
  'Bilaspur (HP)': 'Bilaspur',
  'Hamirpur(HP)': 'Hamirpur',
  'Aurangabad(BH)': 'Aurangabad',
  'Bijapur(CGH)': 'Bijapur',
  'Bilaspur(CGH)': 'Bilaspur',
  'Raigarh(MH)': 'Raigad',
  'Kaimur (Bhabua)': 'Kaimur',
  'Lahul & Spiti': 'Lahaul and Spiti',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli',
  Ananthnag: 'Anantnag',
  Jhujhunu: 'Jhunjhunu',
  Kasargod: 'Kasaragod',
  'Gandhi Nagar': 'Gandhinagar',
  // Districts that are not a city's name: Delhi's are parts of one city.
  'Central Delhi': 'Delhi',
  'East Delhi': 'Delhi',
  'North Delhi': 'Delhi',
  'North West Delhi': 'Delhi',
  'South Delhi': 'Delhi',
  'South West Delhi': 'Delhi',
  'West Delhi': 'Delhi',
};

const MOHALI = 'Mohali';
const NOIDA = 'Noida';
const GREATER_NOIDA = 'Greater Noida';
const HYDERABAD = 'Hyderabad';

/**
 * Pincodes whose city is not their district's name. Mohali (SAS Nagar) was carved out of
 * Rupnagar district in 2006 and the directory still files its sectors there; Noida and Greater
 * Noida are filed under Gautam Buddha Nagar; Hyderabad's eastern and western parts under
 * Ranga Reddy. Each was checked against the directory's post office names.
 */
export const CITY_BY_PINCODE: Readonly<Record<string, string>> = {
  // Mohali: sectors 55-56, 59-62, 65, 67, 71 (phases 1-11), Sohana, Landran; Kharar and Kurali.
  '160055': MOHALI,
  '160059': MOHALI,
  '160062': MOHALI,
  '160071': MOHALI,
  '140306': MOHALI,
  '140307': MOHALI,
  '140308': MOHALI,
  '140301': 'Kharar',
  '140103': 'Kurali',
  '201301': NOIDA,
  '201303': NOIDA,
  '201304': NOIDA,
  '201305': NOIDA,
  '201307': NOIDA,
  '201309': NOIDA,
  '201313': NOIDA,
  '201306': GREATER_NOIDA,
  '201310': GREATER_NOIDA,
  '201312': GREATER_NOIDA,
  '500019': HYDERABAD,
  '500035': HYDERABAD,
  '500039': HYDERABAD,
  '500060': HYDERABAD,
  '500070': HYDERABAD,
  '500076': HYDERABAD,
  '500079': HYDERABAD,
};

/** The city to fill in for a pincode filed under `district`. */
export function cityName(pincode: string, district: string): string {
  return CITY_BY_PINCODE[pincode] ?? CURRENT_DISTRICT_NAMES[district] ?? district;
}
