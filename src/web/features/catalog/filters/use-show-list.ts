/**
 * Moves the catalogue to another filter, order or category by changing the URL (a new history
 * entry, so Back undoes a choice and the address can be shared), without jumping to the top.
 * The change is drawn at once (flushSync), not as a transition: a controlled box or radio would
 * otherwise show its old state until the new list rendered, on a slow phone for a visible moment.
 */
import { useNavigate } from 'react-router';
import { type CatalogList, listPath } from '#shared/catalog-list';

export function useShowList(): (list: CatalogList) => void {
  const navigate = useNavigate();
  return (list) => void navigate(listPath(list), { preventScrollReset: true, flushSync: true });
}
