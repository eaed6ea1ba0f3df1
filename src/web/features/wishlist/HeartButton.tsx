/** The heart's look: a toggle button, pressed when the product is saved, with a line for a refusal. */
import { Heart } from 'lucide-react';

export interface HeartProps {
  itemId: string;
  name: string;
  /** Today's price in rupees, remembered for a visitor's list to show a later drop. */
  price: number;
  /** Over a card's photo (a small round button) or beside the product page's title. */
  variant?: 'card' | 'page';
  className?: string;
}

export function HeartButton({
  name,
  variant = 'card',
  className = '',
  saved,
  known,
  message,
  onClick,
}: HeartProps & { saved: boolean; known: boolean; message?: string | null; onClick?: () => void }) {
  const shape =
    variant === 'card'
      ? 'h-10 w-10 rounded-full bg-white/90 shadow-sm'
      : 'h-11 w-11 rounded-full border border-neutral-300 bg-white';
  return (
    <div className={className}>
      <button
        type="button"
        aria-pressed={saved}
        aria-label={`Save ${name} to wishlist`}
        data-testid="wishlist-heart"
        data-known={known || undefined}
        onClick={onClick}
        className={`${shape} flex items-center justify-center text-neutral-900 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900`}
      >
        <Heart
          aria-hidden="true"
          size={variant === 'card' ? 20 : 22}
          className={saved ? 'fill-red-600 text-red-600' : ''}
        />
      </button>
      <p
        role="status"
        className={message ? 'mt-1 max-w-48 rounded bg-white p-1 text-xs text-red-700' : 'sr-only'}
      >
        {message ?? ''}
      </p>
    </div>
  );
}
