/**
 * The signed-in shopper's menu in the header (docs/product.md section 2): Orders, Profile and Logout. A
 * disclosure button and a list of links; it closes on an outside click, on Escape (focus goes
 * back to the button) and when a link is followed.
 */
import { ChevronDown, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '#shared/accounts';
import { paths } from '#shared/paths';

const items = [
  { to: paths.orders, label: 'Orders' },
  { to: paths.storeCredit, label: 'Store credit' },
  { to: paths.profile, label: 'Profile' },
  { to: paths.logout, label: 'Logout' },
];

export function UserMenu({ user, onNavigate }: { user: CurrentUser; onNavigate?: () => void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const name = user.firstName || user.userName;
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`Account menu for ${name}`}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1 rounded-full py-1 pr-2 pl-1 text-sm font-medium hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-neutral-900"
      >
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-neutral-900 text-white">
          <UserRound aria-hidden="true" size={18} />
        </span>
        <span className="hidden max-w-32 truncate md:inline" aria-hidden="true">
          {name}
        </span>
        <ChevronDown aria-hidden="true" size={16} className={`transition ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 w-48 overflow-hidden rounded-md border border-neutral-200 bg-white py-1 shadow-lg"
      >
        <li className="border-b border-neutral-100 px-4 py-2 text-xs text-neutral-600">
          Signed in as <span className="font-semibold text-neutral-900">{user.userName}</span>
        </li>
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="block px-4 py-2 text-sm hover:bg-neutral-100 focus-visible:bg-neutral-100 focus-visible:outline-none"
              onClick={() => {
                setOpen(false);
                onNavigate?.();
              }}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
