/**
 * The back office's pages, grouped as the people who run the shop think of them: what sells, the
 * catalogue, orders, marketing, privacy and the shop itself. Each link shows only to members whose
 * staff roles allow it (BUSINESS.md section 15).
 */
import { paths } from '#shared/paths';
import type { Permission } from '#shared/permissions';

export interface AdminNavLink {
  to: string;
  label: string;
  permission?: Permission;
}

export const ADMIN_NAV_GROUPS: { title: string; links: AdminNavLink[] }[] = [
  {
    title: 'Overview',
    links: [
      { to: paths.adminDashboard, label: 'Dashboard', permission: 'dashboard.read' },
      { to: paths.adminAnalytics, label: 'Analytics', permission: 'analytics.read' },
    ],
  },
  {
    title: 'Catalogue',
    links: [
      { to: paths.adminProducts, label: 'Products List', permission: 'catalogue.read' },
      { to: paths.adminUpload, label: 'Add Product', permission: 'catalogue.edit' },
      { to: paths.adminStyles, label: 'Styles', permission: 'catalogue.read' },
      { to: paths.adminCollections, label: 'Collections', permission: 'catalogue.edit' },
      { to: paths.adminSizeGuide, label: 'Size Guide', permission: 'catalogue.edit' },
      { to: paths.adminReviews, label: 'Reviews', permission: 'reviews.moderate' },
    ],
  },
  {
    title: 'Orders',
    links: [
      { to: paths.adminOrders, label: 'Orders', permission: 'orders.read' },
      { to: paths.adminReturns, label: 'Returns', permission: 'returns.read' },
      { to: paths.adminShipping, label: 'Shipping', permission: 'orders.dispatch' },
    ],
  },
  {
    title: 'Marketing',
    links: [
      { to: paths.adminCoupons, label: 'Coupons', permission: 'offers.manage' },
      { to: paths.adminOffers, label: 'Offers', permission: 'offers.manage' },
    ],
  },
  {
    title: 'Privacy',
    links: [
      { to: paths.adminGrievances, label: 'Complaints', permission: 'grievances.answer' },
      { to: paths.adminBreaches, label: 'Breaches', permission: 'breaches.manage' },
    ],
  },
  {
    title: 'Shop',
    links: [
      { to: paths.adminSettings, label: 'Settings', permission: 'settings.manage' },
      { to: paths.adminStaff, label: 'Staff', permission: 'staff.manage' },
      { to: paths.adminAudit, label: 'Audit Log', permission: 'audit.read' },
    ],
  },
  {
    title: 'You',
    links: [
      { to: paths.adminTwoStep, label: 'Two-Step Sign-In', permission: 'staff.self' },
      { to: paths.adminPasskeys, label: 'Passkeys', permission: 'staff.self' },
      { to: paths.adminLogout, label: 'Log Out' },
    ],
  },
];

/** The groups with only the links these permissions allow; a group left empty is dropped. */
export function allowedNavGroups(permissions: readonly string[]) {
  return ADMIN_NAV_GROUPS.map((group) => ({
    ...group,
    links: group.links.filter((link) => !link.permission || permissions.includes(link.permission)),
  })).filter((group) => group.links.length > 0);
}
