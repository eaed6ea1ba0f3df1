/**
 * The stock update (SPEC section 5): six whole-number inputs, minimum 0, prefilled with the
 * current counts; anything that is not a number becomes 0. The counts replace the stock.
 */
import { type FormEvent, useId, useState } from 'react';
import { ADMIN_MESSAGES, stockInputToCount } from '#shared/admin';
import type { ProductJson, SizeStock } from '#shared/catalog';
import { SIZES } from '#shared/constants';
import { reasonOf, updateStock } from '../admin-api';
import { Dialog } from '../ui/Dialog';
import { Notice, type NoticeState } from '../ui/Notice';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../ui/styles';
import { useResetProducts } from './use-admin-products';

export function UpdateStockDialog({
  product,
  onClose,
  onDone,
}: {
  product: ProductJson;
  onClose: () => void;
  onDone: (notice: NoticeState | null) => void;
}) {
  const formId = useId();
  const [counts, setCounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(SIZES.map((size) => [size, String(product.size[size] ?? 0)])),
  );
  const [failure, setFailure] = useState<NoticeState | null>(null);
  const [busy, setBusy] = useState(false);
  const resetProducts = useResetProducts();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const stock = Object.fromEntries(
      SIZES.map((size) => [size, stockInputToCount(counts[size] ?? '')]),
    ) as SizeStock;
    setBusy(true);
    setFailure(null);
    try {
      await updateStock(product.itemId, stock);
      onDone({ tone: 'success', text: `Stock of ${product.name} updated.` });
      await resetProducts();
    } catch (err) {
      setFailure({ tone: 'error', text: ADMIN_MESSAGES.updateFailed, detail: reasonOf(err) });
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={`Update stock: ${product.name}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={formId} className={primaryButton} disabled={busy}>
            {busy ? 'Saving…' : 'Save stock'}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <div className="mb-4 empty:hidden">
          <Notice notice={failure} />
        </div>
        <p className="mb-3 text-sm text-neutral-700">Units available to sell in each size.</p>
        <div className="grid grid-cols-3 gap-3">
          {SIZES.map((size) => (
            <div key={size}>
              <label htmlFor={`${formId}-${size}`} className={labelClass}>
                {size}
              </label>
              <input
                id={`${formId}-${size}`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={counts[size]}
                onChange={(event) => setCounts((c) => ({ ...c, [size]: event.target.value }))}
                className={inputClass()}
              />
            </div>
          ))}
        </div>
      </form>
    </Dialog>
  );
}
