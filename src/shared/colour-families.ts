/**
 * The families the admin files a colour under (BUSINESS.md section 11); the catalogue filters by
 * them. Apart from colours.ts, whose schemas would bring zod into the storefront's first download
 * (bench/budget-check.ts): the catalogue's filters read them here.
 */
export const COLOUR_FAMILIES = [
  'black',
  'white',
  'grey',
  'blue',
  'green',
  'red',
  'yellow',
  'orange',
  'pink',
  'purple',
  'brown',
  'beige',
  'multi',
] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

export function isColourFamily(value: string): value is ColourFamily {
  return (COLOUR_FAMILIES as readonly string[]).includes(value);
}

/** A swatch-sized sample of each family, for the filter's choices. */
export const FAMILY_HEX: Record<ColourFamily, string> = {
  black: '#171717',
  white: '#f5f5f4',
  grey: '#9ca3af',
  blue: '#2563eb',
  green: '#4d7c0f',
  red: '#b91c1c',
  yellow: '#eab308',
  orange: '#ea580c',
  pink: '#f472b6',
  purple: '#7e22ce',
  brown: '#78350f',
  beige: '#d6c7a1',
  multi: 'conic-gradient(#b91c1c, #eab308, #4d7c0f, #2563eb, #7e22ce, #b91c1c)',
};
