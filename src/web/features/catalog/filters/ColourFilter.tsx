/**
 * The colour-family filter (BUSINESS.md section 11): a box per family the list has, with a dot of
 * the family's colour and how many styles it would show. A family with none is left out unless
 * already chosen (so it can be undone): thirteen families would otherwise crowd a small list.
 */
import type { CatalogFacets } from '#shared/catalog-filters';
import { type ColourFamily, FAMILY_HEX } from '#shared/colour-families';

const familyLabel = (family: ColourFamily) => family[0]!.toUpperCase() + family.slice(1);

export function ColourFilter({
  chosen,
  facets,
  onChange,
}: {
  chosen: readonly ColourFamily[];
  facets?: CatalogFacets;
  onChange: (colours: ColourFamily[]) => void;
}) {
  const families = (facets?.colours ?? []).filter(
    ({ family, count }) => count > 0 || chosen.includes(family),
  );
  if (families.length === 0) return null;
  const toggle = (family: ColourFamily, on: boolean) =>
    onChange(on ? [...chosen, family] : chosen.filter((f) => f !== family));
  return (
    <fieldset>
      <legend className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-neutral-600">
        Colour
      </legend>
      <div className="grid grid-cols-2 gap-x-3 gap-y-1 lg:grid-cols-1">
        {families.map(({ family, count }) => (
          <label
            key={family}
            className="flex cursor-pointer items-center gap-2 rounded-md py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-neutral-900"
          >
            <input
              type="checkbox"
              className="h-4 w-4 accent-neutral-900"
              checked={chosen.includes(family)}
              onChange={(event) => toggle(family, event.target.checked)}
            />
            <span
              aria-hidden="true"
              className="h-4 w-4 shrink-0 rounded-full ring-1 ring-neutral-300"
              style={{ background: FAMILY_HEX[family] }}
            />
            <span>
              {familyLabel(family)}
              <span className="tabular-nums text-xs text-neutral-600"> ({count})</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
