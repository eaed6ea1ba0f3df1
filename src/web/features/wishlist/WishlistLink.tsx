/**
 * The header's link to the wishlist (a heart), for visitors and shoppers alike; from 640 px up,
 * since a phone's header row has no room left (the phone's menu lists it instead).
 */
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/paths';

export function WishlistLink({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Link
      to={paths.wishlist}
      aria-label="Wishlist"
      className="hidden items-center rounded p-2 text-sm font-medium hover:underline sm:flex"
      onClick={onNavigate}
    >
      <Heart aria-hidden="true" size={22} />
    </Link>
  );
}
