/** The back office's header (docs/product.md section 2): its links appear only once the admin's data has loaded. */
import { NavLink } from 'react-router';
import { paths } from '#shared/paths';
import { useAdmin } from './admin-api';

const links = [
  { to: paths.adminDashboard, label: 'Dashboard' },
  { to: paths.adminAnalytics, label: 'Analytics' },
  { to: paths.adminProducts, label: 'Products List' },
  { to: paths.adminUpload, label: 'Add Product' },
  { to: paths.adminOrders, label: 'Orders' },
  { to: paths.adminReturns, label: 'Returns' },
  { to: paths.adminShipping, label: 'Shipping' },
  { to: paths.adminReviews, label: 'Reviews' },
  { to: paths.adminSizeGuide, label: 'Size Guide' },
  { to: paths.adminCoupons, label: 'Coupons' },
  { to: paths.adminOffers, label: 'Offers' },
  { to: paths.adminCollections, label: 'Collections' },
  { to: paths.adminGrievances, label: 'Complaints' },
  { to: paths.adminBreaches, label: 'Breaches' },
  { to: paths.adminSettings, label: 'Settings' },
  { to: paths.adminLogout, label: 'Log Out' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-1 text-sm font-medium hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white ${
    isActive ? 'underline underline-offset-4' : ''
  }`;

export function AdminHeader() {
  const { data: admin } = useAdmin();
  return (
    <header className="border-b border-neutral-800 bg-neutral-950 text-white">
      <div className="mx-auto flex min-h-14 max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2">
        <p className="text-lg font-black tracking-widest">
          OVERSIZED <span className="text-sm font-semibold tracking-normal text-neutral-300">Admin</span>
        </p>
        {admin && (
          <nav aria-label="Admin">
            <ul className="flex flex-wrap items-center gap-1 sm:gap-3">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={linkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
