/**
 * How an order line names its colour and size. Kept apart from colours.ts, whose validation
 * schemas would bring zod into the storefront's initial JavaScript (the cart preview names lines).
 */

/** How a line names what was bought: "Olive / L", or just "L" for a product without a colour. */
export function colourAndSize(colour: string | null | undefined, size: string): string {
  return colour ? `${colour} / ${size}` : size;
}

/** A line's colour and size as pages show them: "Olive / L", or "Size L" without a colour. */
export function sizeLabel(colour: string | null | undefined, size: string): string {
  return colour ? colourAndSize(colour, size) : `Size ${size}`;
}
