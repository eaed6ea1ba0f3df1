/**
 * The products table of docs/product.md section 2: image, name, prices, fabric, category, six stock
 * counts (available to sell, with the units unpaid orders hold under them), actions.
 */
import { PackagePlus, Palette, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminProductJson } from '#shared/admin';
import { CATEGORY_LABELS, type Category, SIZES } from '#shared/constants';
import { formatRupees } from '#shared/money';
import { paths } from '#shared/paths';
import { Badge } from '#web/components/ui/Badge';
import { IconButton } from '#web/components/ui/Button';
import { ProductThumb } from '#web/components/ui/ProductThumb';
import { Table } from '#web/components/ui/Table';
import { heldText } from './held-units';

const td = 'px-3 py-2 align-middle';
const iconLink =
  'inline-flex h-9 w-9 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 hover:text-neutral-950 focus-visible:outline-2 focus-visible:outline-neutral-900';

const COLUMNS = [
  'Image',
  'Name',
  'Actual price',
  'Price',
  'Fabric',
  'Category',
  ...SIZES.map((size) => ({
    key: size,
    className: 'text-right',
    header: (
      <abbr title={`Stock of size ${size} available to sell`} className="no-underline">
        {size}
      </abbr>
    ),
  })),
  { key: 'actions', header: <span className="sr-only">Actions</span> },
];

export function ProductsTable({
  products,
  onDelete,
  onUpdateStock,
  canEdit,
}: {
  products: AdminProductJson[];
  /** Each tool is left out when the member's roles do not allow it (BUSINESS.md section 15). */
  onDelete?: (product: AdminProductJson) => void;
  onUpdateStock?: (product: AdminProductJson) => void;
  canEdit: boolean;
}) {
  return (
    <Table label="Products" columns={COLUMNS}>
      {products.map((product) => (
        <tr key={product.itemId} className="hover:bg-neutral-50">
          <td className={td}>
            <ProductThumb src={product.image} alt="" size="row" />
          </td>
          <th scope="row" className={`${td} max-w-56 text-left font-semibold`}>
            {product.name}
            {product.hidden && (
              <span className="ml-2 align-middle">
                <Badge>Hidden</Badge>
              </span>
            )}
          </th>
          <td className={`${td} whitespace-nowrap`}>{formatRupees(product.actualPrice)}</td>
          <td className={`${td} whitespace-nowrap`}>{formatRupees(product.price)}</td>
          <td className={`${td} max-w-48 text-neutral-700`}>{product.fabric}</td>
          <td className={`${td} whitespace-nowrap`}>
            {CATEGORY_LABELS[product.category as Category] ?? product.category}
          </td>
          {SIZES.map((size) => (
            <td
              key={size}
              className={`${td} text-right tabular-nums ${product.size[size] === 0 ? 'text-red-700' : ''}`}
            >
              {product.size[size]}
              {(product.held[size] ?? 0) > 0 && (
                <span
                  className="block whitespace-nowrap text-xs text-amber-800"
                  title={heldText(product.held[size]!)}
                >
                  +{product.held[size]} held<span className="sr-only"> in unpaid orders</span>
                </span>
              )}
            </td>
          ))}
          <td className={`${td} whitespace-nowrap`}>
            {canEdit && (
              <Link
                to={paths.adminEditProduct(product.itemId)}
                aria-label={`Edit ${product.name}`}
                title="Edit"
                className={iconLink}
              >
                <Pencil aria-hidden="true" size={18} />
              </Link>
            )}
            {canEdit && product.styleId !== null && (
              <Link
                to={paths.adminStyle(product.styleId)}
                aria-label={`Style and colours of ${product.name}`}
                title="Style and colours"
                className={iconLink}
              >
                <Palette aria-hidden="true" size={18} />
              </Link>
            )}
            {onUpdateStock && (
              <IconButton
                aria-label={`Update stock of ${product.name}`}
                title="Update stock"
                onClick={() => onUpdateStock(product)}
              >
                <PackagePlus aria-hidden="true" size={18} />
              </IconButton>
            )}
            {onDelete && (
              <IconButton
                tone="danger"
                aria-label={`Delete ${product.name}`}
                title="Delete"
                onClick={() => onDelete(product)}
              >
                <Trash2 aria-hidden="true" size={18} />
              </IconButton>
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}
