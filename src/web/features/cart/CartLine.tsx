/** One cart line: photo, name, size, price, quantity with minus/plus, and a remove button. */
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { CartItem } from '#shared/cart';
import { sizeLabel } from '#shared/line-names';
import { formatRupees } from '#shared/money';
import { paths } from '#shared/paths';
import { ProductThumb } from '#web/components/ui/ProductThumb';
import { atStockLimit as holdsAllLeft, StockLimitNote } from './StockLimitNote';

interface CartLineProps {
  item: CartItem;
  busy: boolean;
  onChange(quantity: 1 | -1): void;
  onRemove(): void;
}

const stepButton =
  'flex h-9 w-9 items-center justify-center rounded-md border border-neutral-300 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-40';

export function CartLine({ item, busy, onChange, onRemove }: CartLineProps) {
  const label = `${item.name}, ${item.colour ? sizeLabel(item.colour, item.selectedSize) : `size ${item.selectedSize}`}`;
  const atStockLimit = item.quantity >= item.available;
  const limitNoteId = useId();
  return (
    <li className="flex gap-4 py-5">
      <ProductThumb src={item.image} alt={item.name} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link to={paths.product(item.itemId)} className="font-semibold hover:underline">
              {item.name}
            </Link>
            <p className="text-sm text-neutral-700">{sizeLabel(item.colour, item.selectedSize)}</p>
            <p className="text-sm font-medium">{formatRupees(item.price)}</p>
          </div>
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            aria-label={`Remove ${label} from the cart`}
            className="rounded-md p-2 text-neutral-700 hover:bg-red-50 hover:text-red-700 disabled:opacity-40"
          >
            <Trash2 aria-hidden="true" size={20} />
          </button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={stepButton}
              onClick={() => onChange(-1)}
              disabled={busy || item.quantity <= 1}
              aria-label={`One less ${label}`}
            >
              <Minus aria-hidden="true" size={16} />
            </button>
            <output className="w-8 text-center font-semibold" aria-label={`Quantity of ${label}`}>
              {item.quantity}
            </output>
            <button
              type="button"
              className={stepButton}
              onClick={() => onChange(1)}
              disabled={busy || atStockLimit}
              aria-label={`One more ${label}`}
              aria-describedby={holdsAllLeft(item) ? limitNoteId : undefined}
            >
              <Plus aria-hidden="true" size={16} />
            </button>
          </div>
          <StockLimitNote id={limitNoteId} item={item} />
          <p className="font-semibold">{formatRupees(item.price * item.quantity)}</p>
        </div>
        {item.available < item.quantity && (
          <p className="text-sm text-red-700">
            {item.available === 0
              ? 'Sold out in this size.'
              : `Only ${item.available} left in size ${item.selectedSize}.`}
          </p>
        )}
      </div>
    </li>
  );
}
