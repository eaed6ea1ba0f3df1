/** The Load More button under a paged list (docs/product.md section 2), busy while the next page loads. */
import { Button } from './Button';

export function LoadMore({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  return (
    <div className="mt-6 flex justify-center">
      <Button variant="secondary" onClick={onClick} disabled={loading}>
        {loading ? 'Loading…' : 'Load More'}
      </Button>
    </div>
  );
}
