/** Size choice as a radio group; sizes with no stock are not offered (docs/product.md section 2, Product detail). */
import type { SizeStock } from '#shared/catalog';
import { DETAIL_PAGE_SIZES } from '#shared/constants';

export function SizePicker({
  stock,
  selected,
  onSelect,
}: {
  stock: SizeStock;
  selected: string | null;
  onSelect: (size: string) => void;
}) {
  const available = DETAIL_PAGE_SIZES.filter((size) => stock[size] > 0);
  if (available.length === 0) {
    return <p className="font-semibold text-red-700">Out of stock</p>;
  }
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold uppercase tracking-widest">Select size</legend>
      <div className="flex flex-wrap gap-2">
        {available.map((size) => (
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
