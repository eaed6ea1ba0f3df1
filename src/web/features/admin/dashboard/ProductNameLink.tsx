/**
 * A product named in a dashboard table: a link to its edit page for members who may edit products,
 * plain text for the rest (BUSINESS.md section 15), whose click would only meet a refusal. The
 * table asks once (`useCan`) and passes the answer to each row.
 */
import { Link } from 'react-router';
import { paths } from '#shared/paths';
import { textLink } from '#web/components/ui/Button';

export function ProductNameLink({
  itemId,
  name,
  canEdit,
}: {
  itemId: string;
  name: string;
  canEdit: boolean;
}) {
  if (!canEdit) return <>{name}</>;
  return (
    <Link to={paths.adminEditProduct(itemId)} className={textLink}>
      {name}
    </Link>
  );
}
