/** The four home banners (docs/product.md: four slides, every 3 seconds). */
import { paths } from '#shared/paths';
import type { GarmentKind } from './GarmentArt';

export interface Banner {
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  href: string;
  /** Tailwind classes for the panel; text colours are chosen for AA contrast on them. */
  panel: string;
  button: string;
  garments: Array<{ kind: GarmentKind; colour: string }>;
}

export const HOME_BANNERS: Banner[] = [
  {
    eyebrow: 'New season',
    title: 'Oversized Tees',
    text: 'Heavyweight 240 GSM cotton, dropped shoulders, a fit that moves with you.',
    cta: 'Shop Tees',
    href: `${paths.products}?category=overtees`,
    panel: 'bg-gradient-to-br from-neutral-950 via-neutral-900 to-stone-800 text-white',
    button: 'bg-white text-neutral-950 hover:bg-neutral-200',
    garments: [
      { kind: 'tee', colour: '#ece6da' },
      { kind: 'tee', colour: '#b5532d' },
    ],
  },
  {
    eyebrow: 'Winter ready',
    title: 'Hoodies built for cold mornings',
    text: 'Brushed 380 GSM fleece, double-layered hoods and deep kangaroo pockets.',
    cta: 'Shop Hoodies',
    href: `${paths.products}?category=hoodies`,
    panel: 'bg-gradient-to-br from-emerald-950 via-emerald-900 to-teal-800 text-white',
    button: 'bg-white text-emerald-950 hover:bg-emerald-100',
    garments: [
      { kind: 'hoodie', colour: '#d8cbb3' },
      { kind: 'hoodie', colour: '#36393d' },
    ],
  },
  {
    eyebrow: 'Everyday layers',
    title: 'Sweatshirts',
    text: 'Loopknit French terry crewnecks in colours you will wear all season.',
    cta: 'Shop Sweatshirts',
    href: `${paths.products}?category=${encodeURIComponent('sweat shirt')}`,
    panel: 'bg-gradient-to-br from-amber-100 via-orange-100 to-rose-200 text-neutral-950',
    button: 'bg-neutral-950 text-white hover:bg-neutral-800',
    garments: [
      { kind: 'sweatshirt', colour: '#1e4d3a' },
      { kind: 'sweatshirt', colour: '#b4583a' },
    ],
  },
  {
    eyebrow: 'Made in India for the world',
    title: 'Cash on delivery, all over India',
    text: 'Orders ship in 1 to 2 business days and reach you in 3 to 7.',
    cta: 'Browse all products',
    href: paths.products,
    panel: 'bg-gradient-to-br from-indigo-950 via-indigo-900 to-violet-800 text-white',
    button: 'bg-white text-indigo-950 hover:bg-indigo-100',
    garments: [
      { kind: 'tee', colour: '#d4a017' },
      { kind: 'sweatshirt', colour: '#a9c6e3' },
    ],
  },
];
