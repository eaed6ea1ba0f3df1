/**
 * The product page's colours (BUSINESS.md section 11, docs/decisions/037-colours-as-items.md):
 * each colour is its own item, so each swatch is a plain link to that colour's page. It works with
 * JavaScript off and with the keyboard, and the chosen size travels along as `?size=` for the next
 * page to preselect when it has that size in stock. Sold-out colours stay reachable (their page
 * offers notify-me) and are drawn crossed.
 */
import { Link } from 'react-router';
import type { ColourSwatch } from '#shared/colours';
import { paths } from '#shared/paths';

export function colourHref(itemId: string, size: string | null): string {
  const page = paths.product(itemId);
  return size ? `${page}?size=${encodeURIComponent(size)}` : page;
}

export function ColourSwatches({
  colours,
  current,
  size,
}: {
  colours: readonly ColourSwatch[];
  /** The item on the page. */
  current: string;
  /** The size the shopper chose here, kept when the next colour's page has it in stock. */
  size: string | null;
}) {
  const chosen = colours.find((colour) => colour.itemId === current);
  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-widest">
        Colour
        {chosen && (
          <span
            className="ml-2 font-normal normal-case tracking-normal text-neutral-700"
            data-testid="colour-name"
          >
            {chosen.name}
          </span>
        )}
      </p>
      <ul aria-label="Colours" className="mt-2 flex flex-wrap gap-3">
        {colours.map((colour) => {
          const isCurrent = colour.itemId === current;
          return (
            <li key={colour.itemId}>
              <Link
                to={colourHref(colour.itemId, size)}
                aria-current={isCurrent ? 'true' : undefined}
                className="group relative flex h-11 w-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-950"
              >
                <SwatchCircle hex={colour.hex} soldOut={!colour.inStock} current={isCurrent} />
                <span className="sr-only">
                  {colour.name}
                  {colour.inStock ? '' : ', sold out'}
                </span>
                {/* The name on hover and focus, for sighted shoppers; readers have the text above. */}
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-full left-1/2 z-10 mt-1 hidden -translate-x-1/2 whitespace-nowrap rounded bg-neutral-950 px-2 py-1 text-xs text-white group-hover:block group-focus-visible:block"
                >
                  {colour.name}
                  {colour.inStock ? '' : ' (sold out)'}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A colour's hex as a circle; a ring marks the chosen one, a diagonal line a sold-out one. */
export function SwatchCircle({
  hex,
  soldOut,
  current,
  small = false,
}: {
  hex: string;
  soldOut: boolean;
  current: boolean;
  small?: boolean;
}) {
  const size = small ? 'h-5 w-5' : 'h-8 w-8';
  const ring = current
    ? 'ring-2 ring-neutral-950 ring-offset-2'
    : 'ring-1 ring-neutral-300 group-hover:ring-neutral-600';
  return (
    <span
      aria-hidden="true"
      data-testid={soldOut ? 'sold-out-colour' : undefined}
      className={`relative block ${size} overflow-hidden rounded-full ${ring}`}
      style={{ backgroundColor: hex }}
    >
      {soldOut && (
        <span className="absolute top-1/2 left-[-20%] block h-0.5 w-[140%] -rotate-45 bg-neutral-950 outline outline-1 outline-white" />
      )}
    </span>
  );
}
