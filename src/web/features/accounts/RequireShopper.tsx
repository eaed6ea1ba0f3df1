/** Shopper-only group guard. Placeholder: lets everyone through until accounts exist. */
import { Outlet } from 'react-router';

export function Component() {
  return <Outlet />;
}
