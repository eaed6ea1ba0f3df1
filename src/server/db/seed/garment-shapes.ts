/**
 * Plain garments laid flat on a 600 x 750 canvas, as SVG path data: the outline, the ribbed bands,
 * the seams and the soft folds a product photographer would see. Outlines are symmetric: each is
 * drawn as its left half and mirrored, so both sleeves always match.
 */

export type Garment = 'tee' | 'hoodie' | 'sweatshirt';

type Point = readonly [number, number];
/** A step of a left-half outline: to `to`, bending towards `via` when given. */
type Step = { to: Point; via?: Point };

export interface GarmentShape {
  /** The whole outline, front and back alike. */
  body: string;
  /** Ribbed cuffs and hem, drawn with fine vertical ribs. */
  ribs: string[];
  /** Collar, front view: the back of the collar, the inside seen through the neck, the front band. */
  collarBack: string;
  neckInside: string;
  collarFront: string;
  /** Collar seen from the back. */
  collarFromBehind: string;
  /** Top of the plain woven label inside the back neck. */
  labelY: number;
  /** Seams and stitching, drawn as fine lines. */
  seams: string[];
  /** Soft folds: a shadow line with a highlight beside it. */
  folds: string[];
}

const mirror = ([x, y]: Point): Point => [600 - x, y];
const pt = ([x, y]: Point) => `${x},${y}`;

/** A closed outline from its left half, which runs from the top centre to the bottom centre. */
function symmetric(start: Point, left: Step[]): string {
  const parts = [`M${pt(start)}`];
  for (const step of left) parts.push(step.via ? `Q${pt(step.via)} ${pt(step.to)}` : `L${pt(step.to)}`);
  for (let i = left.length - 1; i >= 0; i--) {
    const step = left[i]!;
    const to = mirror(i === 0 ? start : left[i - 1]!.to);
    parts.push(step.via ? `Q${pt(mirror(step.via))} ${pt(to)}` : `L${pt(to)}`);
  }
  return `${parts.join(' ')} Z`;
}

/** A detail drawn on the left and again, mirrored, on the right. */
function both(draw: (mirrorX: (x: number) => number) => string): string[] {
  return [draw((x) => x), draw((x) => 600 - x)];
}

/** A boxy drop-shoulder tee, sleeves out. */
const TEE: GarmentShape = {
  body: symmetric(
    [300, 146],
    [
      { to: [236, 152], via: [266, 143] },
      { to: [148, 186], via: [190, 162] },
      { to: [62, 322], via: [98, 246] },
      { to: [128, 362], via: [94, 346] },
      { to: [170, 322], via: [150, 338] },
      { to: [166, 642], via: [176, 480] },
      { to: [300, 654], via: [232, 652] },
    ],
  ),
  ribs: [],
  collarBack: 'M236,152 Q300,134 364,152 L354,160 Q300,144 246,160 Z',
  neckInside: 'M246,160 Q300,144 354,160 Q300,218 246,160 Z',
  collarFront: 'M236,152 Q300,238 364,152 L354,160 Q300,218 246,160 Z',
  collarFromBehind: 'M236,152 Q300,134 364,152 L356,164 Q300,148 244,164 Z',
  labelY: 155,
  seams: [
    ...both((x) => `M${x(150)},188 Q${x(158)},258 ${x(172)},320`),
    ...both((x) => `M${x(74)},318 Q${x(100)},336 ${x(134)},352`),
    'M168,626 Q300,640 432,626',
  ],
  folds: [
    'M222,420 Q236,520 212,616',
    'M386,470 Q372,540 394,620',
    'M108,262 Q126,300 124,340',
    'M488,276 Q476,306 480,336',
  ],
};

/** A relaxed crew-neck sweatshirt, arms down beside the body. */
const SWEATSHIRT: GarmentShape = {
  body: symmetric(
    [300, 152],
    [
      { to: [238, 160], via: [266, 150] },
      { to: [148, 190], via: [190, 168] },
      { to: [102, 306], via: [120, 232] },
      { to: [70, 600], via: [78, 452] },
      { to: [130, 610], via: [100, 610] },
      { to: [168, 352], via: [150, 470] },
      { to: [166, 634], via: [174, 500] },
      { to: [300, 644], via: [232, 644] },
    ],
  ),
  ribs: [
    'M166,600 Q300,612 434,600 L434,634 Q300,644 166,634 Z',
    'M73,562 L132,572 L130,610 Q100,610 70,600 Z',
    'M527,562 L468,572 L470,610 Q500,610 530,600 Z',
  ],
  collarBack: 'M238,160 Q300,140 362,160 L350,168 Q300,152 250,168 Z',
  neckInside: 'M250,168 Q300,152 350,168 Q300,208 250,168 Z',
  collarFront: 'M238,160 Q300,232 362,160 L350,168 Q300,208 250,168 Z',
  collarFromBehind: 'M238,160 Q300,140 362,160 L352,176 Q300,158 248,176 Z',
  labelY: 162,
  seams: [
    ...both((x) => `M${x(150)},192 Q${x(160)},270 ${x(168)},350`),
    'M166,600 Q300,612 434,600',
    ...both((x) => `M${x(73)},562 L${x(132)},572`),
  ],
  folds: [
    'M216,430 Q232,500 210,586',
    'M384,400 Q370,490 392,588',
    'M98,360 Q112,450 94,540',
    'M502,420 Q490,480 506,548',
  ],
};

/** A pullover hoodie: the sweatshirt's cut with a hood lying flat and a kangaroo pocket. */
const HOODIE: GarmentShape = {
  ...SWEATSHIRT,
  collarBack: '',
  neckInside: '',
  collarFront: '',
  collarFromBehind: '',
  seams: [
    ...SWEATSHIRT.seams,
    // Kangaroo pocket: its outline stitched, its slanted openings.
    'M222,468 L378,468 L414,598 L186,598 Z',
  ],
};

export const GARMENTS: Record<Garment, GarmentShape> = { tee: TEE, hoodie: HOODIE, sweatshirt: SWEATSHIRT };

/** The hood, lying flat above the shoulders, seen from the front: its outside, then its lining. */
export const HOOD_FRONT = {
  outside: 'M226,186 Q206,100 254,64 Q300,38 346,64 Q394,100 374,186 Q300,214 226,186 Z',
  lining: 'M248,190 Q236,112 270,84 Q300,66 330,84 Q364,112 352,190 Q300,232 248,190 Z',
  /** The hood's edge turned back around the opening. */
  edge: 'M248,190 Q236,112 270,84 Q300,66 330,84 Q364,112 352,190',
  drawcords: ['M282,214 Q276,270 280,330', 'M318,214 Q326,268 320,326'],
  aglets: [
    [280, 330],
    [320, 326],
  ] as Point[],
  eyelets: [
    [282, 212],
    [318, 212],
  ] as Point[],
};

/** The hood seen from the back, lying over the shoulders, with its centre seam. */
export const HOOD_BACK = {
  outside: 'M228,160 Q212,250 252,300 Q300,330 348,300 Q388,250 372,160 Q300,142 228,160 Z',
  seam: 'M300,152 Q296,240 300,318',
};

/** The pocket's slanted openings: a soft shadow under each. */
export const POCKET_OPENINGS = ['M222,468 L186,598', 'M378,468 L414,598'];
