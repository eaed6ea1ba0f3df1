/** The average, the count and the fit summary ("Most say: true to size") with a bar per fit. */
import { FIT_LABELS, FITS, fitSummaryText, type ReviewSummary as Summary } from '#shared/reviews-public';
import { Stars } from './Stars';

export function ReviewSummary({ summary }: { summary: Summary }) {
  if (summary.count === 0 || summary.average === null)
    return (
      <p className="text-neutral-700">No reviews yet. Reviews come from shoppers who received their order.</p>
    );
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div>
        <p className="flex items-center gap-3">
          <span className="text-4xl font-black tabular-nums">{summary.average.toFixed(1)}</span>
          <Stars value={summary.average} size={20} />
        </p>
        <p className="mt-1 text-sm text-neutral-700">
          {summary.count} {summary.count === 1 ? 'review' : 'reviews'} from shoppers who received their order
        </p>
      </div>
      <div>
        {summary.mostSay && (
          <p className="font-semibold" data-testid="fit-summary">
            {fitSummaryText(summary.mostSay)}
          </p>
        )}
        <dl className="mt-2 grid gap-1 text-sm">
          {FITS.map((fit) => {
            const share = Math.round((summary.fit[fit] / summary.count) * 100);
            return (
              <div key={fit} className="grid grid-cols-[7rem_1fr_2.5rem] items-center gap-2">
                <dt>{FIT_LABELS[fit]}</dt>
                <dd className="h-2 overflow-hidden rounded bg-neutral-200" aria-hidden="true">
                  <div className="h-full bg-neutral-900" style={{ width: `${share}%` }} />
                </dd>
                <dd className="text-right tabular-nums">{share}%</dd>
              </div>
            );
          })}
        </dl>
      </div>
    </div>
  );
}
