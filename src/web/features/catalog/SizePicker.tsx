/**
 * Size choice as one group of native radio buttons: the browser gives the arrow keys and Tab
 * their usual meaning, and the focused size is drawn with an outline. Only the sizes the server
 * lists in `sizesInStock` are offered, XXL and XXXL included (docs/decisions/009).
 */
import type { Size } from '#shared/constants';

export function SizePicker({
  sizes,
  selected,
  onSelect,
}: {
  sizes: readonly Size[];
  selected: string | null;
  onSelect: (size: Size) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold uppercase tracking-widest">Select size</legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map((size) => (
          <label key={size} className="cursor-pointer">
            <input
              type="radio"
              name="size"
              value={size}
              checked={selected === size}
              onChange={() => onSelect(size)}
              className="peer sr-only"
            />
            <span className="flex h-11 min-w-12 items-center justify-center rounded-md border border-neutral-400 px-3 font-semibold peer-checked:border-neutral-950 peer-checked:bg-neutral-950 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-neutral-950 hover:border-neutral-950">
              {size}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
