/** A dashboard's product name opens the edit page only for members who may edit products (BUSINESS.md 15). */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Permission } from '#shared/permissions';
import { allows } from '../use-can';
import { ProductNameLink } from './ProductNameLink';

/** The name as a table draws it for a member with these permissions (the table asks `useCan`, i.e. `allows`). */
function renderAs(permissions: Permission[]) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ProductNameLink
        itemId="olive-tee"
        name="Olive Tee"
        canEdit={allows({ permissions }, 'catalogue.edit')}
      />
    </MemoryRouter>,
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
