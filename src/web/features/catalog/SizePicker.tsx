/**
 * Size choice as one group of native radio buttons: the browser gives the arrow keys and Tab
 * their usual meaning, and the focused size is drawn with an outline. Only the sizes the server
 * lists in `sizesInStock` are offered, XXL and XXXL included (docs/decisions/009); a sold-out
 * size stays in its place, struck through and not choosable, so a shopper sees it exists and is
 * gone rather than wondering whether the product ever came in it.
 */
import { DETAIL_PAGE_SIZES, type Size } from '#shared/constants';

const sizeBox = 'flex h-11 min-w-12 items-center justify-center rounded-md border px-3 font-semibold';

export function SizePicker({
  sizes,
  selected,
  onSelect,
}: {
  /** The sizes in stock. */
  sizes: readonly Size[];
  selected: string | null;
  onSelect: (size: Size) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold uppercase tracking-widest">Select size</legend>
      <div className="flex flex-wrap gap-2">
        {DETAIL_PAGE_SIZES.map((size) =>
          sizes.includes(size) ? (
            <label key={size} className="cursor-pointer">
              <input
                type="radio"
                name="size"
                value={size}
                checked={selected === size}
                onChange={() => onSelect(size)}
                className="peer sr-only"
              />
              <span
                className={`${sizeBox} border-neutral-400 peer-checked:border-neutral-950 peer-checked:bg-neutral-950 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-neutral-950 hover:border-neutral-950`}
              >
                {size}
              </span>
            </label>
          ) : (
            <span
              key={size}
              data-testid="sold-out-size"
              className={`${sizeBox} cursor-not-allowed border-neutral-200 bg-neutral-50 text-neutral-500 line-through`}
            >
              {size}
              <span className="sr-only">, sold out</span>
            </span>
          ),
        )}
      </div>
    </fieldset>
  );
}
