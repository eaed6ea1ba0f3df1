/** Delete with a confirmation (docs/product.md sections 2 and 8): "Product Deletion success" or "Error in deletion". */
import { useState } from 'react';
import { ADMIN_MESSAGES } from '#shared/admin';
import type { ProductJson } from '#shared/catalog';
import { Button } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import type { NoticeState } from '#web/components/ui/Notice';
import { deleteProduct, reasonOf } from '../admin-api';
import { useResetProducts } from './use-admin-products';

export function DeleteProductDialog({
  product,
  onClose,
  onDone,
}: {
  product: ProductJson;
  onClose: () => void;
  onDone: (notice: NoticeState) => void;
}) {
  const [busy, setBusy] = useState(false);
  const resetProducts = useResetProducts();

  async function confirm() {
    setBusy(true);
    try {
      await deleteProduct(product.itemId);
      onDone({ tone: 'success', text: ADMIN_MESSAGES.deleteSuccess });
    } catch (err) {
      onDone({ tone: 'error', text: ADMIN_MESSAGES.deleteFailed, detail: reasonOf(err) });
    }
    await resetProducts();
  }

  return (
    <Dialog
      title={`Delete ${product.name}?`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep it
          </Button>
          <Button variant="danger" onClick={confirm} disabled={busy}>
            {busy ? 'Deleting…' : 'Delete'}
          </Button>
        </>
      }
    >
      <p className="text-sm text-neutral-700">
        It leaves the shop and every shopper's cart at once. Past orders keep it and stay readable.
      </p>
    </Dialog>
  );
}
