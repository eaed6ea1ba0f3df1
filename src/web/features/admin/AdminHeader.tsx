/**
 * The back office's header and navigation (docs/product.md section 2): the links appear only once
 * the admin's data has loaded, and only those the member's staff roles allow (BUSINESS.md section
 * 15). On a laptop they stand grouped under the header, every link in sight (a sidebar would
 * take the width the orders table needs at 1280 px); on a phone, one row that scrolls sideways, so
 * the page's content starts near the top.
 */
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useAdmin } from './admin-api';
import { allowedNavGroups } from './admin-nav-links';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded px-2 py-1 text-sm font-medium hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white ${
    isActive ? 'bg-white/15 underline underline-offset-4' : ''
  }`;

export function AdminHeader() {
  return (
    <header className="border-b border-neutral-800 bg-neutral-950 text-white">
      <div className="flex min-h-12 items-center px-4 py-2">
        <p className="text-lg font-black tracking-widest">
          OVERSIZED <span className="text-sm font-semibold tracking-normal text-neutral-300">Admin</span>
        </p>
      </div>
    </header>
  );
}

export function AdminNav() {
  const { data: admin } = useAdmin();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the row scrolls sideways: bring the current page's link into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the page changes or the links first appear
  useEffect(() => {
    const row = nav.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    // The row alone scrolls (never the window), so a page read further down does not jump.
    if (row && link) row.scrollLeft = link.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, [pathname, admin]);
  if (!admin) return null;
  return (
    <nav
      ref={nav}
      aria-label="Admin"
      className="relative overflow-x-auto border-b border-neutral-800 bg-neutral-900 text-white lg:overflow-visible"
    >
      <ul className="mx-auto flex max-w-7xl items-center gap-1 px-2 py-1.5 lg:flex-wrap lg:gap-x-6 lg:gap-y-1 lg:px-4">
        {allowedNavGroups(admin.permissions).map((group) => (
          <li key={group.title} className="contents lg:flex lg:items-baseline lg:gap-0.5">
            <p className="hidden pr-1 text-[0.65rem] font-semibold uppercase tracking-wider text-neutral-400 lg:block">
              {group.title}
            </p>
            <ul className="contents lg:flex lg:items-baseline lg:gap-0.5">
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={linkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
