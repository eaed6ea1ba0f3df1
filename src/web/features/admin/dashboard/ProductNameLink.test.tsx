/** A dashboard's product name opens the edit page only for members who may edit products (BUSINESS.md 15). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Permission } from '#shared/permissions';
import { adminKeys } from '../admin-api';
import { ProductNameLink } from './ProductNameLink';

function renderAs(permissions: Permission[]) {
  const client = new QueryClient();
  client.setQueryData(adminKeys.me, { permissions });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProductNameLink itemId="olive-tee" name="Olive Tee" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a product named on the dashboard', () => {
  it('links to its edit page for a member who may edit products', () => {
    expect(renderAs(['dashboard.read', 'catalogue.edit'])).toContain('href="/admin/products/olive-tee/edit"');
  });

  it('is plain text for a packer, whose click would only be refused', () => {
    const html = renderAs(['dashboard.read', 'orders.dispatch']);
    expect(html).toBe('Olive Tee');
  });
});
