/** The back office: its own header and routes, loaded only when an /admin path is opened. */
import { Route, Routes } from 'react-router';
import { Footer } from '../../layouts/Footer';

function Placeholder({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-2xl font-bold">{title}</h1>
    </section>
  );
}

export function Component() {
  return (
    <div className="flex min-h-screen flex-col">
      <main id="main" className="flex-1">
        <Routes>
          <Route path="login" element={<Placeholder title="Admin Login" />} />
          <Route path="logout" element={<Placeholder title="Logging out" />} />
          <Route path="products-list" element={<Placeholder title="Products List" />} />
          <Route path="product-upload" element={<Placeholder title="Add Product" />} />
          <Route path="orders" element={<Placeholder title="Orders" />} />
          <Route path="*" element={<Placeholder title="404 Page Not Found" />} />
        </Routes>
      </main>
      <Footer />
    </div>
  );
}
