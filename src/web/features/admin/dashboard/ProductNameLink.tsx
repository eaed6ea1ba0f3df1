/**
 * A product named in a dashboard table: a link to its edit page for members who may edit products,
 * plain text for the rest (BUSINESS.md section 15), whose click would only meet a refusal.
 */
import { Link } from 'react-router';
import { paths } from '#shared/paths';
import { textLink } from '#web/components/ui/Button';
import { useCan } from '../use-can';

export function ProductNameLink({ itemId, name }: { itemId: string; name: string }) {
  const can = useCan();
  if (!can('catalogue.edit')) return <>{name}</>;
  return (
    <Link to={paths.adminEditProduct(itemId)} className={textLink}>
      {name}
    </Link>
  );
}
