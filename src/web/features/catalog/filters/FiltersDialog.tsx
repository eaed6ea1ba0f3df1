/**
 * The filters in a dialog, for a phone (CatalogLayout.tsx opens it from its Filters button). A
 * chunk of its own, fetched when the button is pressed, so the catalogue's first JavaScript carries
 * no dialog (docs/decisions/036-fast-again.md).
 */
import type { CatalogFacets } from '#shared/catalog-filters';
import type { CatalogList } from '#shared/catalog-list';
import { Dialog } from '#web/components/ui/Dialog';
import { FilterPanel } from './FilterPanel';

export function FiltersDialog({
  list,
  facets,
  onClose,
}: {
  list: CatalogList;
  facets?: CatalogFacets;
  onClose: () => void;
}) {
  const total = facets?.total;
  return (
    <Dialog
      title="Filters"
      width="sm"
      closeLabel="Close"
      onClose={onClose}
      footer={
        <button
          type="button"
          className="w-full rounded-md bg-neutral-950 px-4 py-3 text-sm font-semibold text-white"
          onClick={onClose}
        >
          {total === undefined ? 'Show products' : `Show ${total} ${total === 1 ? 'product' : 'products'}`}
        </button>
      }
    >
      <FilterPanel list={list} facets={facets} />
    </Dialog>
  );
}
