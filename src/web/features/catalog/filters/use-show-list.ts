/**
 * Moves the catalogue to another filter, order or category by changing the URL (a new history
 * entry, so Back undoes a choice and the address can be shared), without jumping to the top.
 */
import { useNavigate } from 'react-router';
import { type CatalogList, listPath } from '#shared/catalog-list';

export function useShowList(): (list: CatalogList) => void {
  const navigate = useNavigate();
  return (list) => void navigate(listPath(list), { preventScrollReset: true });
}
