/** Flat garment silhouettes on a 600 x 750 canvas, front and back, as SVG path data. */

export type Garment = 'tee' | 'hoodie' | 'sweatshirt';

export interface GarmentShape {
  body: string;
  /** Ribbed bands (cuffs, hem, collar) drawn a shade darker. */
  bands: string[];
  /** The inside of the back neck, seen through the neck opening (none for a hood). */
  neckInside?: string;
  /** Front-only extras (pocket, hood opening, drawcords). */
  frontDetails: string[];
  /** Soft fold lines. */
  folds: string[];
  /** Where a chest print sits: x, y (baseline). */
  chest: [number, number];
}

const TEE: GarmentShape = {
  body: 'M250,150 Q300,192 350,150 L452,174 L538,322 L462,366 L430,320 L433,640 Q300,654 167,640 L170,320 L138,366 L62,322 L148,174 Z',
  bands: ['M250,150 Q300,192 350,150 L360,152 Q300,208 240,152 Z'],
  neckInside: 'M250,150 Q300,166 350,150 Q300,192 250,150 Z',
  frontDetails: [],
  folds: ['M205,420 Q220,520 200,610', 'M395,430 Q380,520 402,615', 'M120,300 Q140,320 150,345'],
  chest: [300, 270],
};

const SWEATSHIRT: GarmentShape = {
  body: 'M252,158 Q300,196 348,158 L450,182 L508,410 L528,592 L474,604 L446,420 L436,372 L436,626 Q300,640 164,626 L164,372 L154,420 L126,604 L72,592 L92,410 L150,182 Z',
  bands: [
    'M252,158 Q300,196 348,158 L358,160 Q300,212 242,160 Z',
    'M164,600 L436,600 L436,626 Q300,640 164,626 Z',
    'M72,592 L126,604 L122,632 L68,620 Z',
    'M474,604 L528,592 L532,620 L478,632 Z',
  ],
  neckInside: 'M252,158 Q300,174 348,158 Q300,196 252,158 Z',
  frontDetails: [],
  folds: ['M210,400 Q225,480 205,570', 'M390,410 Q378,490 398,575', 'M112,420 Q128,470 116,540'],
  chest: [300, 290],
};

const HOODIE: GarmentShape = {
  body: 'M238,170 L150,190 L92,418 L72,594 L126,606 L154,424 L164,376 L164,632 Q300,646 436,632 L436,376 L446,424 L474,606 L528,594 L508,418 L450,190 L362,170 Q372,80 300,62 Q228,80 238,170 Z',
  bands: [
    'M164,606 L436,606 L436,632 Q300,646 164,632 Z',
    'M72,594 L126,606 L122,634 L68,622 Z',
    'M474,606 L528,594 L532,622 L478,634 Z',
  ],
  frontDetails: [
    'M250,176 Q262,96 300,86 Q338,96 350,176 Q300,214 250,176 Z',
    'M214,468 L386,468 L414,590 L186,590 Z',
  ],
  folds: ['M206,390 Q222,440 204,460', 'M394,396 Q380,440 398,462', 'M112,430 Q128,480 116,548'],
  chest: [300, 300],
};

export const GARMENTS: Record<Garment, GarmentShape> = { tee: TEE, hoodie: HOODIE, sweatshirt: SWEATSHIRT };

/** The hoodie's drawcords hang from the hood opening. */
export const HOODIE_DRAWCORDS = ['M282,200 L278,300', 'M318,200 L322,300'];
