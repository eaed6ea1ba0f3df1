/** The products table of SPEC section 2: image, name, prices, fabric, category, six stock counts, actions. */
import { PackagePlus, Trash2 } from 'lucide-react';
import type { ProductJson } from '#shared/catalog';
import { SIZES } from '#shared/constants';
import { formatRupees } from '#shared/money';
import { ScrollRegion, stickyEnd, stickyEndHead } from '../ui/ScrollRegion';
import { iconButton } from '../ui/styles';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-neutral-700';
const td = 'px-3 py-2 align-middle';

export function ProductsTable({
  products,
  onDelete,
  onUpdateStock,
}: {
  products: ProductJson[];
  onDelete: (product: ProductJson) => void;
  onUpdateStock: (product: ProductJson) => void;
}) {
  return (
    <ScrollRegion label="Products">
      <table className="min-w-full text-sm">
        <thead className="border-b border-neutral-200 bg-neutral-100">
          <tr>
            <th scope="col" className={th}>
              Image
            </th>
            <th scope="col" className={th}>
              Name
            </th>
            <th scope="col" className={th}>
              Actual price
            </th>
            <th scope="col" className={th}>
              Price
            </th>
            <th scope="col" className={th}>
              Fabric
            </th>
            <th scope="col" className={th}>
              Category
            </th>
            {SIZES.map((size) => (
              <th key={size} scope="col" className={`${th} text-right`}>
                <abbr title={`Stock of size ${size}`} className="no-underline">
                  {size}
                </abbr>
              </th>
            ))}
            <th scope="col" className={`${th} ${stickyEndHead}`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200">
          {products.map((product) => (
            <tr key={product.itemId} className="hover:bg-neutral-50">
              <td className={td}>
                <img
                  src={product.image}
                  alt=""
                  width={48}
                  height={60}
                  loading="lazy"
                  className="h-15 w-12 rounded object-cover"
                />
              </td>
              <th scope="row" className={`${td} max-w-56 text-left font-semibold`}>
                {product.name}
              </th>
              <td className={`${td} whitespace-nowrap`}>{formatRupees(product.actualPrice)}</td>
              <td className={`${td} whitespace-nowrap`}>{formatRupees(product.price)}</td>
              <td className={`${td} max-w-48 text-neutral-700`}>{product.fabric}</td>
              <td className={`${td} whitespace-nowrap`}>{product.category}</td>
              {SIZES.map((size) => (
                <td
                  key={size}
                  className={`${td} text-right tabular-nums ${product.size[size] === 0 ? 'text-red-700' : ''}`}
                >
                  {product.size[size]}
                </td>
              ))}
              <td className={`${td} ${stickyEnd} whitespace-nowrap`}>
                <button
                  type="button"
                  className={iconButton()}
                  aria-label={`Update stock of ${product.name}`}
                  title="Update stock"
                  onClick={() => onUpdateStock(product)}
                >
                  <PackagePlus aria-hidden="true" size={18} />
                </button>
                <button
                  type="button"
                  className={iconButton('danger')}
                  aria-label={`Delete ${product.name}`}
                  title="Delete"
                  onClick={() => onDelete(product)}
                >
                  <Trash2 aria-hidden="true" size={18} />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
