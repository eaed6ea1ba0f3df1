/**
 * The breach notices a shopper was sent, in full (DPDP Rules 2025, rule 7(1) allows telling a
 * shopper "through her user account"): a shopper who gave only a mobile number gets an SMS that
 * points here. Nothing shows when there is none.
 */
import { useQuery } from '@tanstack/react-query';
import { indianDate } from '#shared/indian-time';
import type { ShopperBreachNotice } from '#shared/privacy-breach';
import { api } from '#web/lib/api';

export function BreachNotices() {
  const notices = useQuery({
    queryKey: ['breach-notices'],
    queryFn: ({ signal }) =>
      api<{ notices: ShopperBreachNotice[] }>('/api/users/me/breach-notices', { signal }),
  });
  const list = notices.data?.notices ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="breach-notices-heading" className="mt-6">
      <h3 id="breach-notices-heading" className="font-semibold text-red-800">
        Notices about your data
      </h3>
      {list.map((notice) => (
        <article
          key={notice.reference}
          className="mt-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm"
        >
          <p className="font-medium">
            Reference {notice.reference} · sent on {indianDate(notice.sentAt)}
          </p>
          <div className="mt-2 space-y-2 whitespace-pre-line">{notice.text}</div>
        </article>
      ))}
    </section>
  );
}
