import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../components/ui/Spinner';
import { Footer } from './Footer';
import { ShopperHeader } from './ShopperHeader';

export function ShopperLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <ShopperHeader />
      {/* At least a screen tall (less the header): the footer starts below the fold, so it does
          not jump down the screen when a page's content arrives. */}
      <main id="main" className="min-h-[calc(100svh-3.5rem)] flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
