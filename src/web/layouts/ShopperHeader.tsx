/**
 * The shopper header: brand, main links, the search box, account links, and a menu toggle on
 * small screens.
 * Signed out it offers Sign Up and Login; signed in, the Cart (a bag icon on small screens) and
 * the user menu. It asks the server who is signed in each time it mounts (docs/product.md section 2).
 */
import { Menu, ShoppingBag, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '#shared/paths';
import { UserMenu } from '../features/accounts/UserMenu';
import { useCurrentUser } from '../features/accounts/use-current-user';
import { CartCount } from '../features/cart/CartCount';
import { SearchBox } from '../features/catalog/SearchBox';
import { WishlistLink } from '../features/wishlist/WishlistLink';

const mainLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.products, label: 'Products' },
  { to: paths.collections, label: 'Collections' },
  { to: paths.aboutUs, label: 'About Us' },
];

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-1 text-sm font-medium hover:underline ${isActive ? 'underline underline-offset-4' : ''}`;

export function ShopperHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex min-h-14 max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 md:h-14 md:flex-nowrap md:py-0">
        <Link to={paths.home} className="text-lg font-black tracking-widest" onClick={close}>
          OVERSIZED
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-4 md:flex">
          {mainLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === paths.home} className={navClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        {/* A row of its own under the brand on a phone; beside the account links from md up. */}
        <SearchBox className="order-last w-full md:order-none md:ml-auto md:w-56 lg:w-72" />
        <div className="flex items-center gap-2">
          <AccountLinks onNavigate={close} />
          <button
            type="button"
            className="rounded p-2 md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-neutral-200 px-4 py-2 md:hidden">
          <ul className="flex flex-col">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === paths.home}
                  className="block py-2 text-base"
                  onClick={close}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to={paths.wishlist} className="block py-2 text-base" onClick={close}>
                Wishlist
              </NavLink>
            </li>
            <SignUpItem onNavigate={close} />
          </ul>
        </nav>
      )}
    </header>
  );
}

function AccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const { data: user, isPending } = useCurrentUser({ refresh: true });
  // Holds the space while the first check runs, so the header does not jump.
  // (The signed-out links' width: most first visits are signed out.)
  if (isPending) return <div className="h-9 w-[6.5rem] sm:w-[14.25rem] md:w-[15.5rem]" aria-hidden="true" />;
  if (user) {
    return (
      <div className="flex items-center gap-1 sm:gap-3">
        <WishlistLink onNavigate={onNavigate} />
        <CartLink onNavigate={onNavigate} />
        <UserMenu user={user} onNavigate={onNavigate} />
      </div>
    );
  }
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <WishlistLink onNavigate={onNavigate} />
      <CartLink visitor onNavigate={onNavigate} />
      {/* On a phone Sign Up is in the menu, so the brand and the account links share one row. */}
      <Link
        to={paths.register}
        className="hidden rounded px-3 py-1.5 text-sm font-medium hover:underline sm:inline-block"
        onClick={onNavigate}
      >
        Sign Up
      </Link>
      <Link
        to={paths.login}
        className="rounded bg-neutral-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-neutral-700"
        onClick={onNavigate}
      >
        Login
      </Link>
    </div>
  );
}

/** Sign Up in the phone's menu, for a visitor (the header's row has room only for Login). */
function SignUpItem({ onNavigate }: { onNavigate: () => void }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending || user) return null;
  return (
    <li>
      <NavLink to={paths.register} className="block py-2 text-base" onClick={onNavigate}>
        Sign Up
      </NavLink>
    </li>
  );
}

/** The cart, for a shopper and a visitor alike (a visitor's cart is kept in the browser). */
function CartLink({ visitor = false, onNavigate }: { visitor?: boolean; onNavigate: () => void }) {
  return (
    <Link
      to={paths.cart}
      className="relative flex items-center gap-1.5 rounded p-2 text-sm font-medium hover:underline md:px-2 md:py-1"
      onClick={onNavigate}
    >
      <ShoppingBag aria-hidden="true" size={22} className="md:hidden" />
      <span className="sr-only md:not-sr-only">Cart</span>
      <CartCount visitor={visitor} />
    </Link>
  );
}
