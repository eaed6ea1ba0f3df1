/**
 * The editor's live preview: how many products the collection would show and the first ones; a
 * member's photo may be chosen as the cover. A choice the server refuses shows its reason.
 */
import { formatRupees } from '#shared/money';
import { reasonOf } from '../admin-api';
import { useCollectionPreview } from './collections-api';

export function CollectionPreviewPanel(props: {
  members: { kind: string; itemIds: string[]; rule: unknown };
  cover: string;
  onCover: (image: string) => void;
}) {
  const { data, error, isFetching } = useCollectionPreview(props.members);
  return (
    <aside aria-labelledby="collection-preview-heading" className="self-start rounded-md bg-neutral-50 p-4">
      <h3 id="collection-preview-heading" className="font-bold">
        Preview
      </h3>
      <p role="status" className="mt-1 text-sm text-neutral-700" data-testid="collection-preview-count">
        {error
          ? reasonOf(error)
          : data === undefined
            ? 'Working out the products…'
            : data.total === 0
              ? 'No products match yet: the collection will show as empty.'
              : `${data.total} ${data.total === 1 ? 'product' : 'products'}${isFetching ? '…' : ''}`}
      </p>
      {!error && data && data.members.length > 0 && (
        <ul className="mt-3 grid grid-cols-3 gap-2" aria-label="Products in the collection">
          {data.members.map((member) => {
            const chosen = props.cover === member.image;
            return (
              <li key={member.itemId}>
                <button
                  type="button"
                  onClick={() => props.onCover(chosen ? '' : member.image)}
                  aria-pressed={chosen}
                  className={`block w-full overflow-hidden rounded border-2 text-left ${chosen ? 'border-neutral-900' : 'border-transparent'}`}
                >
                  <img
                    src={member.image}
                    alt=""
                    className="aspect-square w-full object-cover"
                    loading="lazy"
                  />
                  <span className="block truncate px-1 text-xs font-semibold">{member.name}</span>
                  <span className="block px-1 text-xs text-neutral-700">{formatRupees(member.price)}</span>
                  <span className="sr-only">{chosen ? ', the cover photo' : ', use as the cover photo'}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {!error && data && data.members.length > 0 && (
        <p className="mt-2 text-xs text-neutral-600">Choose a product’s photo to make it the cover.</p>
      )}
    </aside>
  );
}
