/**
 * The four demo photos of a product as SVG: front, back, a close-up and an angled shot. Each is a
 * plain garment laid flat on a paper backdrop, lit from the top left: soft shadow, folds, seams,
 * ribbed bands and a fine knit grain, and no text, so a new shop looks like a shop and not like a
 * page of placeholders. Rendered to WebP by sharp (demo-images.ts).
 */
import { GARMENTS, type Garment, HOOD_BACK, HOOD_FRONT, POCKET_OPENINGS } from './garment-shapes';

export const DEMO_IMAGE_WIDTH = 600;
export const DEMO_IMAGE_HEIGHT = 750;

export interface GarmentArt {
  garment: Garment;
  /** Garment colour, #rrggbb. */
  colour: string;
}

export const DEMO_VIEWS = ['front', 'back', 'detail', 'styled'] as const;
export type DemoView = (typeof DEMO_VIEWS)[number];

/** Jersey stitches, rows of small Vs, as one path over a large tile: far fewer tiles to paint. */
const KNIT_TILE = Array.from({ length: 6 }, (_, row) =>
  Array.from({ length: 8 }, (_, col) => `M${col * 5},${row * 6} l2.5,6 l2.5,-6`).join(''),
).join('');

/** Where the garment sits in each shot. */
const PLACEMENT: Record<DemoView, (garment: Garment) => string> = {
  front: () => 'translate(0,44)',
  back: () => 'translate(0,44)',
  // Close to the collar (the pocket and cords on a hoodie), as a detail shot would be.
  detail: (garment) => `translate(300,375) scale(2.3) translate(-300,${garment === 'hoodie' ? -330 : -250})`,
  styled: () => 'translate(300,390) rotate(-8) scale(0.84) translate(-300,-350)',
};

export function garmentSvg(art: GarmentArt, view: DemoView): string {
  const light = luminance(art.colour) > 0.62;
  const backdrop = backdropColours(view, light);
  const shadowOffset = view === 'styled' ? 'translate(11,17)' : 'translate(4,8)';
  const silhouette = silhouetteOf(art.garment, view);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}" viewBox="0 0 600 750">
<defs>
<radialGradient id="paper" cx="0.42" cy="0.34" r="0.85"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></radialGradient>
<linearGradient id="light" x1="0.15" y1="0" x2="0.85" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient>
<radialGradient id="sheen" cx="0.4" cy="0.3" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.1"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
${['across', 'down']
  .map((direction) => {
    const axis = direction === 'across' ? 'x1="0" y1="0" x2="1" y2="0"' : 'x1="0" y1="0" x2="0" y2="1"';
    return `<linearGradient id="fold-${direction}" ${axis}><stop offset="0.1" stop-color="#000" stop-opacity="0"/><stop offset="0.5" stop-color="#000" stop-opacity="0.2"/><stop offset="0.9" stop-color="#000" stop-opacity="0"/></linearGradient><linearGradient id="lift-${direction}" ${axis}><stop offset="0.1" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.13"/><stop offset="0.9" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
  })
  .join('')}
<pattern id="knit" width="40" height="36" patternUnits="userSpaceOnUse"><path d="${KNIT_TILE}" fill="none" stroke="#000" stroke-opacity="0.09" stroke-width="0.8"/></pattern>
<pattern id="rib" width="5" height="8" patternUnits="userSpaceOnUse"><rect width="2.4" height="8" fill="#000" fill-opacity="0.16"/><rect x="2.6" width="1" height="8" fill="#fff" fill-opacity="0.08"/></pattern>
<clipPath id="cloth">${silhouette.map((d) => `<path d="${d}"/>`).join('')}</clipPath>
</defs>
<rect width="600" height="750" fill="url(#paper)"/>
<g transform="${PLACEMENT[view](art.garment)}">
${castShadow(silhouette.join(' '), shadowOffset, light ? 0.26 : 0.32, view === 'styled' ? 1.4 : 1)}
${softLine(silhouette.join(' '), '#000', 0.1, [8, 4], 'translate(1.5,3)')}
${view === 'back' ? garmentBack(art) : garmentFront(art, view === 'detail')}
</g>
<rect width="600" height="750" fill="url(#vignette)"/>
</svg>`;
}

/**
 * The soft shadow the garment casts on the paper: its outline filled, then ringed by ever wider,
 * fainter strokes, so it fades out over ~25 px. A blur filter looks the same but costs ten times
 * as much to render, and every fresh shop renders all the photos once.
 */
function castShadow(d: string, transform: string, strength: number, spread: number): string {
  const rings = [3, 6, 10, 14, 19, 24, 30, 37, 45, 54].map((width) => width * spread);
  const step = (strength * 0.9) / rings.length;
  return `<g transform="${transform}"><path d="${d}" fill="#000" fill-opacity="${(strength * 0.4).toFixed(3)}"/><g fill="none" stroke="#000" stroke-linejoin="round">${rings
    .map((width) => `<path d="${d}" stroke-width="${width.toFixed(1)}" stroke-opacity="${step.toFixed(3)}"/>`)
    .join('')}</g></g>`;
}

/** Everything the camera sees of the cloth's outline, for the shadow and the clip. */
function silhouetteOf(garment: Garment, view: DemoView): string[] {
  const body = GARMENTS[garment].body;
  if (garment !== 'hoodie') return [body];
  return [body, view === 'back' ? HOOD_BACK.outside : HOOD_FRONT.outside];
}

/** `closeUp`: the knit shows, as it does in a close shot. */
function garmentFront(art: GarmentArt, closeUp: boolean): string {
  const shape = GARMENTS[art.garment];
  const parts = [cloth(art, shape.body, true, closeUp)];
  if (art.garment === 'hoodie') {
    parts.push(pocket(), cloth(art, HOOD_FRONT.outside, false, closeUp), hoodOpening(art));
  } else {
    parts.push(
      band(art, shape.collarBack),
      `<path d="${shape.neckInside}" fill="${art.colour}"/><path d="${shape.neckInside}" fill="#000" fill-opacity="0.42"/>`,
      // A small plain woven label inside the back neck.
      `<rect x="288" y="${shape.labelY}" width="24" height="12" rx="1.5" fill="#f2efe8" opacity="0.85"/>`,
      softLine(shape.collarFront, '#000', 0.12, [6, 3], 'translate(0,3)'),
      band(art, shape.collarFront),
    );
  }
  parts.push(...shape.ribs.map((d) => band(art, d)), seams(shape.seams));
  if (art.garment === 'hoodie') parts.push(drawcords(art));
  return parts.join('\n');
}

function garmentBack(art: GarmentArt): string {
  const shape = GARMENTS[art.garment];
  const parts = [cloth(art, shape.body)];
  if (art.garment === 'hoodie') {
    parts.push(
      softLine(HOOD_BACK.outside, '#000', 0.08, [18, 10, 4], 'translate(3,8)'),
      cloth(art, HOOD_BACK.outside, false),
      seams([HOOD_BACK.seam]),
    );
  } else {
    parts.push(band(art, shape.collarFromBehind));
  }
  parts.push(...shape.ribs.map((d) => band(art, d)), seams(shape.seams.slice(0, -1)));
  return parts.join('\n');
}

/** A piece of fabric: its colour, the light across it and its folds (the grain is added after rendering). */
function cloth(art: GarmentArt, d: string, withFolds = true, knit = false): string {
  const folds = withFolds ? GARMENTS[art.garment].folds.map(foldShading).join('') : '';
  return `<path d="${d}" fill="${art.colour}"/>
<g clip-path="url(#cloth)">
<path d="${d}" fill="url(#light)"/>
<path d="${d}" fill="url(#sheen)"/>
${folds}
${knit ? `<path d="${d}" fill="url(#knit)"/>` : ''}
</g>
<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="1.2"/>`;
}

/**
 * A soft fold from its centre line ("M x,y Q x,y x,y"): a shadow band and, on the lit side, a
 * highlight, each a thin lens filled with a gradient across it. Gradients give the soft edge of
 * a blur at a fraction of a blur filter's cost, which keeps seeding fast.
 */
function foldShading(centre: string): string {
  const [x1, y1, cx, cy, x2, y2] = (centre.match(/-?\d+(\.\d+)?/g) ?? []).map(Number) as number[];
  const upright = Math.abs(y2! - y1!) >= Math.abs(x2! - x1!);
  const lens = (offset: number, width: number) => {
    const [ox, oy] = upright ? [offset, 0] : [0, offset];
    const [wx, wy] = upright ? [width, 0] : [0, width];
    return `M${x1! + ox},${y1! + oy} Q${cx! + ox - wx},${cy! + oy - wy} ${x2! + ox},${y2! + oy} Q${cx! + ox + wx},${cy! + oy + wy} ${x1! + ox},${y1! + oy} Z`;
  };
  const across = upright ? 'across' : 'down';
  return `<path d="${lens(0, 30)}" fill="url(#fold-${across})"/><path d="${lens(-13, 18)}" fill="url(#lift-${across})"/>`;
}

/**
 * A line with a soft edge, as stacked strokes (wide and faint to narrow): reads as a blurred
 * line at a fraction of a blur filter's cost, which keeps seeding fast.
 */
function softLine(d: string, colour: string, opacity: number, widths: number[], transform = ''): string {
  const attributes = transform ? ` transform="${transform}"` : '';
  return `<g fill="none" stroke="${colour}" stroke-opacity="${opacity}" stroke-linecap="round" stroke-linejoin="round"${attributes}>${widths
    .map((width) => `<path d="${d}" stroke-width="${width}"/>`)
    .join('')}</g>`;
}

/** A ribbed band (collar, cuff, hem): the garment's colour with fine ribs. */
function band(art: GarmentArt, d: string): string {
  if (!d) return '';
  return `<path d="${d}" fill="${art.colour}"/><path d="${d}" fill="#000" fill-opacity="0.06"/><path d="${d}" fill="url(#rib)"/><path d="${d}" fill="none" stroke="#000" stroke-opacity="0.16" stroke-width="1"/>`;
}

/** Seams: a pressed line with a catch of light beside it, and a row of stitches. */
function seams(paths: string[]): string {
  const d = paths.join(' ');
  return `<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.24" stroke-width="1.4"/>
<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="1.2" transform="translate(1.6,1.2)"/>
<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="0.9" stroke-dasharray="3.5 2.5" transform="translate(0,-4.5)"/>`;
}

function pocket(): string {
  const openings = POCKET_OPENINGS.join(' ');
  return `<path d="M222,468 L378,468 L414,598 L186,598 Z" fill="#000" fill-opacity="0.035"/>
${softLine(openings, '#000', 0.16, [10, 6, 3], 'translate(3,2)')}
<path d="${openings}" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="2" transform="translate(-1.5,0)"/>`;
}

function hoodOpening(art: GarmentArt): string {
  return `<path d="${HOOD_FRONT.lining}" fill="${art.colour}"/>
<path d="${HOOD_FRONT.lining}" fill="#000" fill-opacity="0.3"/>
${softLine(HOOD_FRONT.edge, '#000', 0.14, [12, 7, 3], 'translate(2,4)')}
<path d="${HOOD_FRONT.edge}" fill="none" stroke="${art.colour}" stroke-width="7"/>
<path d="${HOOD_FRONT.edge}" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="2" transform="translate(-1.5,-1)"/>
${seams([HOOD_FRONT.edge])}`;
}

/** Flat cords in a tone of the garment, with metal tips, hanging from two eyelets. */
function drawcords(art: GarmentArt): string {
  const cord = mix(art.colour, luminance(art.colour) > 0.5 ? '#000000' : '#ffffff', 0.18);
  const cords = HOOD_FRONT.drawcords.join(' ');
  const eyelets = HOOD_FRONT.eyelets
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="5" fill="#9a9a9a"/><circle cx="${x}" cy="${y}" r="3" fill="#2a2a2a"/>`,
    )
    .join('');
  const aglets = HOOD_FRONT.aglets
    .map(
      ([x, y]) =>
        `<rect x="${x - 3.5}" y="${y - 2}" width="7" height="16" rx="2.5" fill="#b7b3aa"/><rect x="${x - 3.5}" y="${y - 2}" width="2.5" height="16" rx="1.2" fill="#fff" opacity="0.45"/>`,
    )
    .join('');
  return `${softLine(cords, '#000', 0.14, [10, 6], 'translate(3,4)')}
<path d="${cords}" fill="none" stroke="${cord}" stroke-width="6" stroke-linecap="round"/>
<path d="${cords}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="1.5" transform="translate(-1.5,0)"/>
${eyelets}${aglets}`;
}

/** The paper backdrop: a little darker under a pale garment, so its edge still shows. */
function backdropColours(view: DemoView, lightGarment: boolean): [string, string] {
  if (view === 'styled') return lightGarment ? ['#b9ad9d', '#8f8374'] : ['#d9cfc1', '#b4a896'];
  return lightGarment ? ['#dcd8d1', '#bdb8af'] : ['#f3f1ed', '#d6d2cb'];
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** `a` moved `amount` of the way to `b`, both #rrggbb. */
function mix(a: string, b: string, amount: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
  return `#${[1, 3, 5]
    .map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * amount))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}
