/**
 * The back office: its own header and routes, in a chunk loaded only when an /admin path is
 * opened. Shopper code never imports anything from this folder.
 */
import { Route, Routes } from 'react-router';
import { paths } from '#shared/paths';
import { Footer } from '#web/layouts/Footer';
import { Component as NotFoundPage } from '../not-found/NotFoundPage';
import { AdminHeader, AdminNav } from './AdminHeader';
import { AdminLoginPage } from './AdminLoginPage';
import { AdminLogoutPage } from './AdminLogoutPage';
import { AnalyticsPage } from './analytics/AnalyticsPage';
import { AuditPage } from './audit/AuditPage';
import { BreachesPage } from './breaches/BreachesPage';
import { CollectionsPage } from './collections/CollectionsPage';
import { CouponsPage } from './coupons/CouponsPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { GrievancesPage } from './grievances/GrievancesPage';
import { OffersPage } from './offers/OffersPage';
import { AdminOrdersPage } from './orders/AdminOrdersPage';
import { PasskeysPage } from './passkeys/PasskeysPage';
import { EditProductPage } from './products/EditProductPage';
import { ProductsListPage } from './products/ProductsListPage';
import { RequireAdmin } from './RequireAdmin';
import { ReturnsPage } from './returns/ReturnsPage';
import { ReviewsModerationPage } from './reviews/ReviewsModerationPage';
import { SettingsPage } from './settings/SettingsPage';
import { ShippingPage } from './shipping/ShippingPage';
import { SizeGuidePage } from './size-guide/SizeGuidePage';
import { InviteAcceptPage } from './staff/InviteAcceptPage';
import { StaffPage } from './staff/StaffPage';
import { NewStylePage } from './styles/NewStylePage';
import { StyleEditorPage } from './styles/StyleEditorPage';
import { StylesPage } from './styles/StylesPage';
import { TwoStepPage } from './two-step/TwoStepPage';
import { ProductUploadPage } from './upload/ProductUploadPage';

const relative = (path: string) => path.replace(/^\/admin\//, '');

export function Component() {
  return (
    <div className="flex min-h-screen flex-col bg-neutral-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <AdminHeader />
      <div className="flex-1">
        <AdminNav />
        <main id="main" className="min-w-0 flex-1">
          <Routes>
            <Route path={relative(paths.adminLogin)} element={<AdminLoginPage />} />
            <Route path={relative(paths.adminLogout)} element={<AdminLogoutPage />} />
            <Route path={relative(paths.adminInvite)} element={<InviteAcceptPage />} />
            <Route element={<RequireAdmin />}>
              <Route path={relative(paths.adminProducts)} element={<ProductsListPage />} />
              <Route path={relative(paths.adminUpload)} element={<ProductUploadPage />} />
              <Route path={relative(paths.adminOrders)} element={<AdminOrdersPage />} />
              <Route path={relative(paths.adminReturns)} element={<ReturnsPage />} />
              <Route path={relative(paths.adminShipping)} element={<ShippingPage />} />
              <Route path={relative(paths.adminReviews)} element={<ReviewsModerationPage />} />
              <Route path={relative(paths.adminSizeGuide)} element={<SizeGuidePage />} />
              <Route path={relative(paths.adminSettings)} element={<SettingsPage />} />
              <Route path={relative(paths.adminDashboard)} element={<DashboardPage />} />
              <Route path={relative(paths.adminAnalytics)} element={<AnalyticsPage />} />
              <Route path={relative(paths.adminGrievances)} element={<GrievancesPage />} />
              <Route path={relative(paths.adminBreaches)} element={<BreachesPage />} />
              <Route path="products/:itemId/edit" element={<EditProductPage />} />
              <Route path={relative(paths.adminCoupons)} element={<CouponsPage />} />
              <Route path={relative(paths.adminOffers)} element={<OffersPage />} />
              <Route path={relative(paths.adminCollections)} element={<CollectionsPage />} />
              <Route path={relative(paths.adminStyles)} element={<StylesPage />} />
              <Route path={relative(paths.adminNewStyle)} element={<NewStylePage />} />
              <Route path="styles/:styleId" element={<StyleEditorPage />} />
              <Route path={relative(paths.adminPasskeys)} element={<PasskeysPage />} />
              <Route path={relative(paths.adminStaff)} element={<StaffPage />} />
              <Route path={relative(paths.adminAudit)} element={<AuditPage />} />
              <Route path={relative(paths.adminTwoStep)} element={<TwoStepPage />} />
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </main>
      </div>
      <Footer />
    </div>
  );
}
