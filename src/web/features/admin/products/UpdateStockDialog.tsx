/**
 * The stock update (docs/product.md section 5): six whole-number inputs, minimum 0, prefilled with the
 * current counts; anything that is not a number becomes 0. The counts replace the stock available
 * to sell; units held by unpaid orders are shown under each input, since they return on top of it
 * (docs/decisions/006-checkout-and-payments.md, "Stock the admin sets").
 */
import { useId } from 'react';
import { ADMIN_MESSAGES, type AdminProductJson, productUpdateSchema, stockInputToCount } from '#shared/admin';
import type { SizeStock } from '#shared/catalog';
import { SIZES, type Size } from '#shared/constants';
import { useZodForm } from '#web/components/form/use-zod-form';
import { Button } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import { TextField } from '#web/components/ui/Field';
import { Notice, type NoticeState } from '#web/components/ui/Notice';
import { reasonOf, updateStock } from '../admin-api';
import { heldText } from './held-units';
import { useResetProducts } from './use-admin-products';

export function UpdateStockDialog({
  product,
  onClose,
  onDone,
}: {
  product: AdminProductJson;
  onClose: () => void;
  onDone: (notice: NoticeState | null) => void;
}) {
  const formId = useId();
  const resetProducts = useResetProducts();
  const form = useZodForm(productUpdateSchema, {
    initial: () =>
      Object.fromEntries(SIZES.map((size) => [size, String(product.size[size] ?? 0)])) as Record<
        Size,
        string
      >,
    toInput: (counts) => ({
      itemId: product.itemId,
      size: Object.fromEntries(SIZES.map((size) => [size, stockInputToCount(counts[size])])),
    }),
    fieldOf: (path) => String(path.at(-1)),
    messageOf: reasonOf,
  });
  const save = form.submit(async (update) => {
    await updateStock(product.itemId, update.size as SizeStock);
    onDone({ tone: 'success', text: `Stock of ${product.name} updated.` });
    await resetProducts();
  });

  return (
    <Dialog
      title={`Update stock: ${product.name}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={form.busy}>
            {form.busy ? 'Saving…' : 'Save stock'}
          </Button>
        </>
      }
    >
      <form id={formId} {...form.formProps} onSubmit={save}>
        <Notice tone="error" detail={form.serverError} className="mb-4">
          {form.serverError && ADMIN_MESSAGES.updateFailed}
        </Notice>
        <p className="mb-3 text-sm text-neutral-700">
          Units available to sell now in each size. Units held by unpaid orders are not counted here; they
          come back on top of this number if the order is not paid.
        </p>
        <div className="grid grid-cols-3 gap-3">
          {SIZES.map((size) => (
            <TextField
              key={size}
              label={size}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              hint={(product.held[size] ?? 0) > 0 ? heldText(product.held[size]!) : undefined}
              {...form.field(size)}
            />
          ))}
        </div>
      </form>
    </Dialog>
  );
}
