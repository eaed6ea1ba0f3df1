/** The demo catalogue: what a new shop shows before its owner uploads real products. */
import type { ColourFamily } from '#shared/colours';
import type { Category } from '#shared/constants';
import { DEMO_STYLES } from './demo-colours';
import type { Garment } from './garment-shapes';

export interface DemoProduct {
  name: string;
  /** The lead product's name: the colours of one style share it (demo-colours.ts). */
  style: string;
  /** The style's cut, "Oversized Tee": the style's own name. */
  cut: string;
  colourName: string;
  family: ColourFamily;
  /** Sold out in every size. */
  soldOut: boolean;
  category: Category;
  garment: Garment;
  /** The colour's hex: the photos are drawn in it. */
  colour: string;
  /** Rupees. */
  price: number;
  actualPrice: number;
  /** One sentence about this piece; the category's own text follows it. */
  blurb: string;
}

const tee = (name: string, colour: string, price: number, actualPrice: number, blurb: string) =>
  ({ name, category: 'overtees', garment: 'tee', colour, price, actualPrice, blurb }) as const;
const hoodie = (name: string, colour: string, price: number, actualPrice: number, blurb: string) =>
  ({ name, category: 'hoodies', garment: 'hoodie', colour, price, actualPrice, blurb }) as const;
const sweat = (name: string, colour: string, price: number, actualPrice: number, blurb: string) =>
  ({
    name,
    category: 'sweat shirt',
    garment: 'sweatshirt',
    colour,
    price,
    actualPrice,
    blurb,
  }) as const;

type Lead = Omit<DemoProduct, 'style' | 'cut' | 'colourName' | 'family' | 'soldOut'>;

const LEADS: Lead[] = [
  tee('Midnight Black Oversized Tee', '#1c1c1e', 799, 1499, 'The everyday black tee, cut big and boxy.'),
  tee(
    'Bone White Oversized Tee',
    '#ece6da',
    749,
    1399,
    'A warm off-white that goes with everything you own.',
  ),
  tee('Sage Green Drop-Shoulder Tee', '#9caf88', 849, 1599, 'A soft, muted green for easy summer days.'),
  tee('Rust Orange Boxy Tee', '#b5532d', 799, 1499, 'An earthy rust that looks better with every wash.'),
  tee(
    'Navy Blue Heavyweight Tee',
    '#1f2c4c',
    899,
    1699,
    'Deep navy in our heaviest jersey, with a structured drape.',
  ),
  tee('Lavender Haze Oversized Tee', '#b9a7d6', 849, 1599, 'A soft pastel lavender in midweight cotton.'),
  tee(
    'Mustard Yellow Oversized Tee',
    '#d4a017',
    749,
    1399,
    'A bold mustard to brighten a plain pair of denims.',
  ),
  tee(
    'Acid Wash Grey Oversized Tee',
    '#6e6e6e',
    999,
    1899,
    'Stone-washed grey with a broken-in, vintage feel.',
  ),
  tee(
    'Olive Utility Oversized Tee',
    '#6b6b3a',
    849,
    1599,
    'A rugged olive for weekend plans and long drives.',
  ),
  tee(
    'Mumbai Nights Oversized Tee',
    '#8f2d2d',
    949,
    1799,
    'A deep brick red for the city that never sleeps.',
  ),
  hoodie(
    'Charcoal Heavyweight Hoodie',
    '#36393d',
    1699,
    2999,
    'A dense charcoal fleece that keeps its shape for years.',
  ),
  hoodie(
    'Forest Green Oversized Hoodie',
    '#2f4a3a',
    1799,
    3199,
    'A deep forest green for hill-station winters.',
  ),
  hoodie('Oatmeal Melange Hoodie', '#d8cbb3', 1599, 2799, 'A soft oatmeal melange with a relaxed, cosy fit.'),
  hoodie('Maroon Pullover Hoodie', '#5e1f2b', 1699, 2999, 'A rich maroon pullover for cool evenings.'),
  hoodie('Sky Blue Oversized Hoodie', '#8fb8de', 1649, 2899, 'A clear sky blue that lifts a grey morning.'),
  hoodie('Jet Black Essential Hoodie', '#121212', 1499, 2499, 'The black hoodie every wardrobe needs.'),
  hoodie('Dusty Pink Oversized Hoodie', '#d9a5a5', 1649, 2899, 'A washed, dusty pink with a roomy hood.'),
  hoodie('Cobalt Blue Hoodie', '#2349a8', 1749, 3099, 'A bright, bold cobalt that stands out in a crowd.'),
  hoodie('Ash Grey Boxy Hoodie', '#a7a9ac', 1899, 3299, 'A light ash grey in a short, boxy cut.'),
  sweat(
    'Heather Grey Crewneck Sweatshirt',
    '#9d9fa2',
    1299,
    2299,
    'The classic grey marl crewneck, made roomier.',
  ),
  sweat(
    'Bottle Green Crewneck Sweatshirt',
    '#1e4d3a',
    1399,
    2499,
    'A deep bottle green with a soft brushed inside.',
  ),
  sweat('Cream Varsity Sweatshirt', '#efe5cf', 1349, 2399, 'A creamy off-white with a relaxed campus feel.'),
  sweat('Navy Oversized Sweatshirt', '#1b2440', 1299, 2299, 'A dark navy crewneck that dresses up or down.'),
  sweat('Terracotta Crewneck Sweatshirt', '#b4583a', 1349, 2399, 'A warm terracotta, like sun-baked clay.'),
  sweat(
    'Black Essential Sweatshirt',
    '#161616',
    1199,
    1999,
    'A clean black crewneck for every day of winter.',
  ),
  sweat('Powder Blue Sweatshirt', '#a9c6e3', 1249, 2199, 'A soft powder blue with a relaxed fit.'),
  sweat(
    'Plum Crewneck Sweatshirt',
    '#5b2a4f',
    1399,
    2499,
    'A deep plum that pairs well with black and grey.',
  ),
  sweat('Khaki Brushed Sweatshirt', '#a59467', 1449, 2599, 'A brushed khaki, extra soft on the inside.'),
];

/** Every demo product: each lead, then its style's other colours (demo-colours.ts). */
export const DEMO_PRODUCTS: DemoProduct[] = LEADS.flatMap((lead) => {
  const style = DEMO_STYLES[lead.name];
  if (!style) throw new Error(`demo-colours.ts has no style for ${lead.name}`);
  const cut = lead.name.slice(style.colour.length + 1);
  const inStyle = { style: lead.name, cut };
  return [
    { ...lead, ...inStyle, colourName: style.colour, family: style.family, soldOut: false },
    ...style.extras.map(([name, hex, family]) => ({
      ...lead,
      ...inStyle,
      name: `${name} ${cut}`,
      colour: hex,
      colourName: name,
      family,
      soldOut: style.soldOut === name,
      blurb: `${name}: the same cut and cloth as every colour of this ${cut.toLowerCase()}.`,
    })),
  ];
});

export const CATEGORY_COPY: Record<
  Category,
  { fabric: string; fit: string; washcare: string; details: string; specifications: string }
> = {
  overtees: {
    fabric: '100% combed cotton, 240 GSM',
    fit: 'Roomy, with dropped shoulders and a longer body.',
    washcare: 'Machine wash cold, inside out. Do not bleach. Line dry in shade. Iron inside out on low heat.',
    details: 'Dropped shoulders, ribbed crew neck, double-needle hems. Bio-washed and pre-shrunk.',
    specifications: 'Fit: Oversized | Neck: Crew | Sleeve: Half | Model is 6 ft, wears L | Made in India',
  },
  hoodies: {
    fabric: '80% cotton, 20% polyester fleece, 380 GSM',
    fit: 'Roomy through the body, with space to layer underneath.',
    washcare: 'Machine wash cold, inside out, gentle cycle. Do not bleach or tumble dry. Dry flat in shade.',
    details: 'Double-layered hood, flat drawcords, kangaroo pocket, ribbed cuffs and hem, brushed inside.',
    specifications: 'Fit: Oversized | Neck: Hooded | Sleeve: Full | Model is 6 ft, wears L | Made in India',
  },
  'sweat shirt': {
    fabric: '100% cotton French terry, 320 GSM',
    fit: 'A relaxed, boxy crewneck with dropped shoulders.',
    washcare: 'Machine wash cold, inside out. Do not bleach. Dry flat in shade to keep the shape.',
    details: 'Ribbed crew neck, cuffs and hem. Dropped shoulders. Soft loopknit inside that breathes.',
    specifications: 'Fit: Oversized | Neck: Crew | Sleeve: Full | Model is 6 ft, wears L | Made in India',
  },
};

/** A URL-safe public id from the name: "Midnight Black Oversized Tee" -> "midnight-black-oversized-tee". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Stock as a small brand holds it, repeatable: the middle sizes deepest (S to XXXL), each product
 * a little more or less than the next, and a few exceptions a shop really has: every sixth
 * product is down to its last 2 in one size, and every ninth has sold out of one. So the
 * dashboard's low-stock list names a handful of products, not the whole catalogue.
 */
export function demoStock(index: number): number[] {
  const curve = [14, 32, 38, 30, 16, 8];
  const scale = 0.7 + ((index * 7) % 10) / 15;
  const stock = curve.map((depth, size) => Math.round(depth * scale) + ((index + size) % 4));
  if (index % 6 === 1) stock[(index + 3) % 6] = 2;
  if (index % 9 === 4) stock[(index + 1) % 6] = 0;
  return stock;
}
