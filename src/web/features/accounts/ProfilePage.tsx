/**
 * /users/profile (docs/product.md sections 2 and 12): a greeting with the first name, email, user
 * name, cart and orders, and the address book.
 */
import { Package, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/paths';
import { PageSpinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { ProfilePrivacy } from '../privacy/ProfilePrivacy';
import { AddressBook } from './AddressBook';
import { ContactDetails } from './ContactDetails';
import { useCurrentUser } from './use-current-user';

export function Component() {
  usePageTitle('Profile');
  const { data: user } = useCurrentUser();
  // The shopper-only guard has already checked the session; this covers the moment after logout.
  if (!user) return <PageSpinner />;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-black tracking-tight">Hello, {user.firstName || user.userName}!</h1>
      <p className="mt-1 text-neutral-600">Your account at Oversized.</p>
      <dl className="mt-8 divide-y divide-neutral-200 rounded-lg border border-neutral-200">
        {fullName && <Row term="Name">{fullName}</Row>}
        {user.email && <Row term="Email">{user.email}</Row>}
        {user.mobile && <Row term="Mobile">{user.mobile}</Row>}
        <Row term="User name">{user.userName}</Row>
      </dl>
      <div className="mt-8 grid gap-3 sm:grid-cols-2">
        <Link
          to={paths.cart}
          className="inline-flex items-center justify-center gap-2 rounded-md bg-neutral-900 px-4 py-3 font-semibold text-white hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
        >
          <ShoppingBag aria-hidden="true" size={20} />
          My Cart
        </Link>
        <Link
          to={paths.orders}
          className="inline-flex items-center justify-center gap-2 rounded-md border border-neutral-900 px-4 py-3 font-semibold hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
        >
          <Package aria-hidden="true" size={20} />
          My Orders
        </Link>
      </div>
      <ContactDetails user={user} />
      <AddressBook />
      <ProfilePrivacy />
    </section>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:gap-4">
      <dt className="w-28 shrink-0 text-sm font-semibold text-neutral-600">{term}</dt>
      <dd className="break-all">{children}</dd>
    </div>
  );
}
