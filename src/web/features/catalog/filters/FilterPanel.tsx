/**
 * The catalogue's filters (docs/product.md section 2, "Filters and sorting"): sizes in stock, a
 * price band and colour families (BUSINESS.md section 11), each choice with how many products it would show. A choice that would show none
 * stays visible and cannot be picked, unless it is already picked (so it can be undone).
 */
import { useId } from 'react';
import type { CatalogFacets, CatalogFilters } from '#shared/catalog-filters';
import { hasFilters, PRICE_BANDS, priceBandLabel } from '#shared/catalog-filters';
import type { CatalogList } from '#shared/catalog-list';
import { SIZES, type Size } from '#shared/constants';
import { ColourFilter } from './ColourFilter';
import { useShowList } from './use-show-list';

const countText = (count: number | undefined) => (count === undefined ? '' : ` (${count})`);

export function FilterPanel({ list, facets }: { list: CatalogList; facets?: CatalogFacets }) {
  const show = useShowList();
  const filters = list.filters;
  const change = (next: Partial<CatalogFilters>) => show({ ...list, filters: { ...filters, ...next } });
  const sizeCount = (size: Size) => facets?.sizes.find((s) => s.size === size)?.count;
  const toggleSize = (size: Size, on: boolean) =>
    change({ sizes: on ? [...filters.sizes, size] : filters.sizes.filter((s) => s !== size) });
  const bandChosen = (band: { min?: number; max?: number }) =>
    band.min === filters.minPrice && band.max === filters.maxPrice;
  const anyPrice = filters.minPrice === undefined && filters.maxPrice === undefined;
  // The panel may be on the page and in the phone's dialog at once: each has its own radio group.
  const priceGroup = useId();

  return (
    <div className="space-y-6" data-testid="filter-panel">
      <fieldset>
        <legend className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-neutral-600">
          Size in stock
        </legend>
        <div className="grid grid-cols-3 gap-2 lg:grid-cols-2">
          {SIZES.map((size) => {
            const count = sizeCount(size);
            const chosen = filters.sizes.includes(size);
            return (
              <label
                key={size}
                className={`flex cursor-pointer items-center gap-2 rounded-md border px-2 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-neutral-900 ${
                  chosen ? 'border-neutral-950 bg-neutral-950 text-white' : 'border-neutral-300 bg-white'
                } ${count === 0 && !chosen ? 'cursor-not-allowed text-neutral-500' : ''}`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={chosen}
                  disabled={count === 0 && !chosen}
                  onChange={(event) => toggleSize(size, event.target.checked)}
                />
                <span className="font-semibold">{size}</span>
                <span className="tabular-nums text-xs">{countText(count)}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-neutral-600">
          Price
        </legend>
        <div className="space-y-1">
          <PriceChoice
            group={priceGroup}
            label="Any price"
            checked={anyPrice}
            onChoose={() => change({ minPrice: undefined, maxPrice: undefined })}
          />
          {PRICE_BANDS.map((band, index) => {
            const count = facets?.prices[index]?.count;
            const chosen = bandChosen(band);
            return (
              <PriceChoice
                key={priceBandLabel(band)}
                group={priceGroup}
                label={`${priceBandLabel(band)}${countText(count)}`}
                checked={chosen}
                disabled={count === 0 && !chosen}
                onChoose={() => change({ minPrice: band.min, maxPrice: band.max })}
              />
            );
          })}
        </div>
      </fieldset>

      <ColourFilter
        chosen={filters.colours ?? []}
        facets={facets}
        onChange={(colours) => change({ colours })}
      />

      {hasFilters(filters) && (
        <button
          type="button"
          className="text-sm font-semibold underline underline-offset-4 hover:text-neutral-600"
          onClick={() => change({ sizes: [], minPrice: undefined, maxPrice: undefined, colours: [] })}
        >
          Clear filters
        </button>
      )}
    </div>
  );
}

function PriceChoice({
  group,
  label,
  checked,
  disabled,
  onChoose,
}: {
  group: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
}) {
  return (
    <label className={`flex items-center gap-2 text-sm ${disabled ? 'text-neutral-500' : 'cursor-pointer'}`}>
      <input
        type="radio"
        name={group}
        className="h-4 w-4 accent-neutral-900"
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
      />
      {label}
    </label>
  );
}
