/** Takes every filter off the list (its order and category stay). */
import { NO_FILTERS } from '#shared/catalog-filters';
import type { CatalogList } from '#shared/catalog-list';
import { Button } from '#web/components/ui/Button';
import { useShowList } from './use-show-list';

export function ClearFilters({ list }: { list: CatalogList }) {
  const show = useShowList();
  return (
    <Button
      variant="secondary"
      onClick={() => show({ ...list, filters: { ...NO_FILTERS, sort: list.filters.sort } })}
    >
      Clear filters
    </Button>
  );
}
