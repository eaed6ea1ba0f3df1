/** Simple garment silhouettes for the home banners and category tiles (decorative). */
import { useId } from 'react';

const SHAPES = {
  tee: 'M250,150 Q300,192 350,150 L452,174 L538,322 L462,366 L430,320 L433,640 Q300,654 167,640 L170,320 L138,366 L62,322 L148,174 Z',
  hoodie:
    'M238,170 L150,190 L92,418 L72,594 L126,606 L154,424 L164,376 L164,632 Q300,646 436,632 L436,376 L446,424 L474,606 L528,594 L508,418 L450,190 L362,170 Q372,80 300,62 Q228,80 238,170 Z',
  sweatshirt:
    'M252,158 Q300,196 348,158 L450,182 L508,410 L528,592 L474,604 L446,420 L436,372 L436,626 Q300,640 164,626 L164,372 L154,420 L126,604 L72,592 L92,410 L150,182 Z',
} as const;

const HOOD_OPENING = 'M250,176 Q262,96 300,86 Q338,96 350,176 Q300,214 250,176 Z';
const POCKET = 'M214,468 L386,468 L414,590 L186,590 Z';

export type GarmentKind = keyof typeof SHAPES;

export function GarmentArt({
  kind,
  colour,
  className,
}: {
  kind: GarmentKind;
  colour: string;
  className?: string;
}) {
  const shadeId = useId();
  return (
    <svg viewBox="40 40 520 630" className={className} aria-hidden="true" focusable="false">
      <path d={SHAPES[kind]} fill={colour} stroke="rgba(0,0,0,0.25)" strokeWidth="3" />
      {kind === 'hoodie' && (
        <>
          <path d={HOOD_OPENING} fill="rgba(0,0,0,0.22)" />
          <path d={POCKET} fill="rgba(0,0,0,0.14)" />
        </>
      )}
      <path d={SHAPES[kind]} fill={`url(#${shadeId})`} />
      <defs>
        <linearGradient id={shadeId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.18" />
          <stop offset="0.6" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.25" />
        </linearGradient>
      </defs>
    </svg>
  );
}
