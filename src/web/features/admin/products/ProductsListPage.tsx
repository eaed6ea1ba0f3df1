/** /admin/products-list (docs/product.md section 2): every live product with its stock, Load More, delete and stock update. */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminProductJson } from '#shared/admin';
import { LoadMore } from '#web/components/ui/LoadMore';
import { type NoticeState, StateNotice } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Spinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { useCan } from '../use-can';
import { DeleteProductDialog } from './DeleteProductDialog';
import { ProductSearch } from './ProductSearch';
import { ProductsTable } from './ProductsTable';
import { UpdateStockDialog } from './UpdateStockDialog';
import { useAdminProducts } from './use-admin-products';

type Action = { kind: 'delete' | 'stock'; product: AdminProductJson } | null;

export function ProductsListPage() {
  usePageTitle('Products List');
  const can = useCan();
  // The search is in the URL, so Back and a shared link keep it (issue 40 point 17).
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const { products, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useAdminProducts(search);
  const [action, setAction] = useState<Action>(null);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const close = () => setAction(null);
  const done = (result: NoticeState | null) => {
    setAction(null);
    setNotice(result);
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading title="Products List" />
      <ProductSearch
        value={search}
        onSearch={(words) => setParams(words ? { q: words } : {}, { replace: true })}
      />
      <div className="mb-4 empty:hidden">
        <StateNotice notice={notice} onClose={() => setNotice(null)} />
      </div>
      {isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading products" />
        </div>
      ) : products.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 bg-white py-16 text-center text-lg font-semibold text-neutral-700">
          {search ? `No product matches “${search}”` : 'Out of Stock'}
        </p>
      ) : (
        <ProductsTable
          products={products}
          canEdit={can('catalogue.edit')}
          onDelete={can('catalogue.edit') ? (product) => setAction({ kind: 'delete', product }) : undefined}
          onUpdateStock={can('stock.edit') ? (product) => setAction({ kind: 'stock', product }) : undefined}
        />
      )}
      {hasNextPage && products.length > 0 && (
        <LoadMore onClick={() => fetchNextPage()} loading={isFetchingNextPage} />
      )}
      {action?.kind === 'delete' && (
        <DeleteProductDialog product={action.product} onClose={close} onDone={done} />
      )}
      {action?.kind === 'stock' && (
        <UpdateStockDialog product={action.product} onClose={close} onDone={done} />
      )}
    </section>
  );
}
