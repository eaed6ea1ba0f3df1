/**
 * The back office's header (docs/product.md section 2): its links appear only once the admin's
 * data has loaded, and only those the member's staff roles allow (BUSINESS.md section 15).
 */
import { NavLink } from 'react-router';
import { paths } from '#shared/paths';
import type { Permission } from '#shared/permissions';
import { useAdmin } from './admin-api';

const links: { to: string; label: string; permission?: Permission }[] = [
  { to: paths.adminDashboard, label: 'Dashboard', permission: 'dashboard.read' },
  { to: paths.adminAnalytics, label: 'Analytics', permission: 'analytics.read' },
  { to: paths.adminProducts, label: 'Products List', permission: 'catalogue.read' },
  { to: paths.adminUpload, label: 'Add Product', permission: 'catalogue.edit' },
  { to: paths.adminStyles, label: 'Styles', permission: 'catalogue.edit' },
  { to: paths.adminOrders, label: 'Orders', permission: 'orders.read' },
  { to: paths.adminReturns, label: 'Returns', permission: 'returns.read' },
  { to: paths.adminShipping, label: 'Shipping', permission: 'orders.dispatch' },
  { to: paths.adminReviews, label: 'Reviews', permission: 'reviews.moderate' },
  { to: paths.adminSizeGuide, label: 'Size Guide', permission: 'catalogue.edit' },
  { to: paths.adminCoupons, label: 'Coupons', permission: 'offers.manage' },
  { to: paths.adminOffers, label: 'Offers', permission: 'offers.manage' },
  { to: paths.adminCollections, label: 'Collections', permission: 'catalogue.edit' },
  { to: paths.adminGrievances, label: 'Complaints', permission: 'grievances.answer' },
  { to: paths.adminBreaches, label: 'Breaches', permission: 'breaches.manage' },
  { to: paths.adminSettings, label: 'Settings', permission: 'settings.manage' },
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
              {links
                .filter((link) => !link.permission || admin.permissions.includes(link.permission))
                .map((link) => (
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
