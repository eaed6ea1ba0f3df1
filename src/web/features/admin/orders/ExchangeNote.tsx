/**
 * An exchange's ₹0 order in the back office's orders list, linked to the order and the return it
 * exchanges sizes for (docs/decisions/033): the returns queue links back to it.
 */
import { Link } from 'react-router';
import type { OrderJson } from '#shared/orders';
import { paths } from '#shared/paths';
import { textLink } from '#web/components/ui/Button';

/** The back office's orders list opened on one order. */
export function ExchangeNote({ order }: { order: OrderJson }) {
  if (!order.exchangeFor) return null;
  return (
    <span className="mt-1 block font-sans text-xs text-neutral-700">
      For {order.exchangeReturnId ? `return ${order.exchangeReturnId} of ` : ''}
      <Link to={paths.adminOrder(order.exchangeFor)} className={textLink}>
        {order.exchangeFor}
      </Link>
    </span>
  );
}
