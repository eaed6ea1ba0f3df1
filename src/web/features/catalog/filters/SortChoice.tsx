/** The order of a list: newest first (a category) or best match (a search), or by price either way. */
import { BEST_MATCH_LABEL, SORT_LABELS, SORTS, type Sort } from '#shared/catalog-filters';
import type { CatalogList } from '#shared/catalog-list';
import { Select } from '#web/components/ui/Field';
import { useShowList } from './use-show-list';

export function SortChoice({ list }: { list: CatalogList }) {
  const show = useShowList();
  // The list's own order has no parameter, so its address stays the plain one.
  const ownOrder = list.words
    ? { value: '', label: BEST_MATCH_LABEL }
    : { value: '', label: SORT_LABELS.newest };
  const others = SORTS.filter((sort) => list.words || sort !== 'newest').map((sort) => ({
    value: sort,
    label: SORT_LABELS[sort],
  }));
  return (
    <Select
      label="Sort by"
      inline
      compact
      options={[ownOrder, ...others]}
      value={list.filters.sort === 'newest' && !list.words ? '' : (list.filters.sort ?? '')}
      onChange={(event) =>
        show({
          ...list,
          filters: { ...list.filters, sort: (event.target.value || undefined) as Sort | undefined },
        })
      }
    />
  );
}
