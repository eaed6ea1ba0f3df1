/**
 * An order id in the back office, as a link to that order (the orders list searched for it), so
 * the owner goes from a return, a shipment or a failed delivery to the order in one click (issue
 * 40 point 17).
 */
import { Link } from 'react-router';
import { paths } from '#shared/paths';

export function AdminOrderLink({ orderId, className }: { orderId: string; className?: string }) {
  return (
    <Link
      to={paths.adminOrder(orderId)}
      className={`font-mono underline underline-offset-2 hover:text-neutral-600 ${className ?? ''}`}
    >
      {orderId}
    </Link>
  );
}
