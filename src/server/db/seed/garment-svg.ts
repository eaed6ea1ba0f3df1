/**
 * The four demo photos of a product as SVG: front, back, a close-up and a styled shot, each with
 * the product's name, so the storefront looks like a real shop without shipping photographs.
 */
import { GARMENTS, type Garment, HOODIE_DRAWCORDS } from './garment-shapes';

export const DEMO_IMAGE_WIDTH = 600;
export const DEMO_IMAGE_HEIGHT = 750;

export interface GarmentArt {
  garment: Garment;
  name: string;
  /** Garment colour, #rrggbb. */
  colour: string;
  /** Chest print text; a graphic product prints larger. */
  print: string;
}

export const DEMO_VIEWS = ['front', 'back', 'detail', 'styled'] as const;
export type DemoView = (typeof DEMO_VIEWS)[number];

export function garmentSvg(art: GarmentArt, view: DemoView): string {
  const dark = luminance(art.colour) < 0.45;
  const ink = dark ? '#f5f1e8' : '#1a1a1a';
  const background = view === 'styled' ? (dark ? '#d8cfc2' : '#2b2b2e') : dark ? '#efe9e1' : '#dcd6cc';
  const captionInk = view === 'styled' && !dark ? '#f5f1e8' : '#1a1a1a';
  const placement = {
    front: 'translate(0,20)',
    back: 'translate(0,20)',
    detail: 'translate(-450,-330) scale(2.5)',
    styled: 'translate(330,95) rotate(-7) scale(0.72) translate(-300,0)',
  }[view];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}" viewBox="0 0 600 750">
<defs>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>
<pattern id="knit" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0,6 L6,0" stroke="${ink}" stroke-opacity="0.07" stroke-width="1"/></pattern>
</defs>
<rect width="600" height="750" fill="${background}"/>
${view === 'styled' ? `<circle cx="470" cy="130" r="150" fill="${art.colour}" fill-opacity="0.18"/>` : ''}
<g transform="${placement}">${garment(art, view, ink)}</g>
${view === 'detail' ? '<rect x="0" y="672" width="600" height="78" fill="#f5f1e8" fill-opacity="0.92"/>' : ''}
${caption(art.name, view, captionInk)}
</svg>`;
}

function garment(art: GarmentArt, view: DemoView, ink: string): string {
  const shape = GARMENTS[art.garment];
  const showFront = view !== 'back';
  const parts = [
    `<path d="${shape.body}" fill="${art.colour}" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>`,
    ...(shape.neckInside ? [shape.neckInside] : []).map(
      (d) => `<path d="${d}" fill="${art.colour}"/><path d="${d}" fill="#000" fill-opacity="0.35"/>`,
    ),
    ...shape.bands.map((d) => `<path d="${d}" fill="#000" fill-opacity="0.18"/>`),
    ...(showFront ? shape.frontDetails : []).map(
      (d) => `<path d="${d}" fill="#000" fill-opacity="0.16" stroke="#000" stroke-opacity="0.2"/>`,
    ),
    ...(showFront && art.garment === 'hoodie' ? HOODIE_DRAWCORDS : []).map(
      (d) => `<path d="${d}" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`,
    ),
    ...shape.folds.map(
      (d) => `<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.14" stroke-width="3"/>`,
    ),
    `<path d="${shape.body}" fill="url(#shade)"/>`,
    // The knit texture is slow to render, so only the close-up, where it shows, gets it.
    view === 'detail' ? `<path d="${shape.body}" fill="url(#knit)"/>` : '',
    view === 'back' ? backPrint(art, ink) : chestPrint(art, ink),
  ];
  return parts.join('\n');
}

function chestPrint(art: GarmentArt, ink: string): string {
  const [x, y] = GARMENTS[art.garment].chest;
  const big = art.print.length <= 14 && art.print !== 'OVERSIZED';
  const size = big ? 30 : 20;
  return `<text x="${x}" y="${y}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${size}" letter-spacing="3" fill="${ink}">${escapeXml(art.print)}</text>`;
}

function backPrint(art: GarmentArt, ink: string): string {
  const [x, y] = GARMENTS[art.garment].chest;
  return `<text x="${x}" y="${y + 60}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="46" letter-spacing="6" fill="${ink}">OVERSIZED</text>
<text x="${x}" y="${y + 100}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="18" letter-spacing="8" fill="${ink}">MADE IN INDIA</text>`;
}

function caption(name: string, view: DemoView, ink: string): string {
  const label = { front: 'FRONT', back: 'BACK', detail: 'FABRIC CLOSE-UP', styled: 'OVERSIZED FIT' }[view];
  return `<text x="300" y="706" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="24" fill="${ink}">${escapeXml(name)}</text>
<text x="300" y="734" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="14" letter-spacing="4" fill="${ink}" fill-opacity="0.75">${label}</text>`;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
