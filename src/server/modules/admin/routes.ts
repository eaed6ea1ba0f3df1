/** HTTP routes of the admin area: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance } from 'fastify';
import { adminAccountRoutes } from './account-routes';
import { adminBackOfficeRoutes } from './back-office-routes';
import { adminCodPanelRoutes } from './cod-panel-routes';
import { adminCouponRoutes } from './coupon-routes';
import { adminOrderRoutes } from './order-routes';
import { adminPasskeyRoutes } from './passkey-routes';
import { adminProductRoutes } from './product-routes';
import { adminSettingsRoutes } from './settings-routes';
import { adminSizeGuideRoutes } from './size-guide-routes';
import { adminStaffRoutes } from './staff-routes';
import { adminStyleRoutes } from './style-routes';
import { adminTwoStepRoutes } from './two-step-routes';

export async function adminRoutes(app: FastifyInstance) {
  // Cache-Control: no-store comes from src/server/plugins/no-store.ts.
  await app.register(adminAccountRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminStyleRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminSizeGuideRoutes);
  await app.register(adminBackOfficeRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminCouponRoutes);
  await app.register(adminCodPanelRoutes);
  await app.register(adminStaffRoutes);
  await app.register(adminTwoStepRoutes);
  await app.register(adminPasskeyRoutes);
}
