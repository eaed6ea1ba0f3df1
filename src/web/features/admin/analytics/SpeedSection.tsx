/**
 * Real-user speed on the analytics page (BUSINESS.md section 16): for the 28 days ending on the
 * range's last day, the 75th percentile and the good / needs improvement / poor shares of each
 * metric per page template and device, a daily chart of LCP, and the slowest pages by LCP.
 */
import type { SpeedReport, VitalFigures } from '#shared/analytics';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { Skeleton } from '#web/components/ui/Skeleton';
import { cellClass, Table } from '#web/components/ui/Table';
import { type Range, useSpeedReport } from './analytics-api';
import { DailyBars } from './charts';

const card = 'rounded-lg border border-neutral-200 bg-white p-4 sm:p-5';

export const formatVital = (metric: string, value: number | null) =>
  value === null
    ? '–'
    : metric === 'CLS'
      ? value.toFixed(2)
      : value >= 1000
        ? `${(value / 1000).toFixed(1)} s`
        : `${value} ms`;

const templateNames: Record<string, string> = {
  home: 'Home',
  listing: 'Catalogue',
  product: 'Product',
  search: 'Search',
  collection: 'Collection',
  cart: 'Cart',
  checkout: 'Checkout',
  other: 'Other pages',
};

function Shares({ v }: { v: VitalFigures }) {
  return (
    <span className="flex flex-col gap-1">
      <span className="flex h-2 w-24 overflow-hidden rounded-sm bg-neutral-100" aria-hidden="true">
        <span className="bg-green-700" style={{ width: `${v.good}%` }} />
        <span className="bg-amber-500" style={{ width: `${v.needsImprovement}%` }} />
        <span className="bg-red-700" style={{ width: `${v.poor}%` }} />
      </span>
      <span className="text-xs text-neutral-700">
        {v.good}% good · {v.needsImprovement}% to improve · {v.poor}% poor
      </span>
    </span>
  );
}

export function SpeedSection({ range }: { range: Range }) {
  const { data, error } = useSpeedReport(range);
  if (error) return <ErrorNotice>{errorText(error)}</ErrorNotice>;
  if (!data) return <Skeleton className="h-64" />;
  return <Speed data={data} />;
}

function Speed({ data }: { data: SpeedReport }) {
  return (
    <section className="flex flex-col gap-4" aria-labelledby="speed-heading">
      <h2 id="speed-heading" className="text-xl font-bold">
        Real-user speed, {data.from} to {data.to}
      </h2>
      <div className={card}>
        {data.rows.length === 0 ? (
          <p>No speed measured in these 28 days yet.</p>
        ) : (
          <Table
            label="75th percentile per page template and device"
            columns={['Page', 'Device', 'LCP', 'INP', 'CLS', 'FCP', 'TTFB']}
          >
            {data.rows.map((row) => (
              <tr key={`${row.template}-${row.device}`}>
                <th scope="row" className={`${cellClass.body} text-left`}>
                  {templateNames[row.template] ?? row.template}
                </th>
                <td className={cellClass.body}>{row.device === 'phone' ? 'Phone' : 'Desktop'}</td>
                {row.vitals.map((v) => (
                  <td key={v.metric} className={`${cellClass.body} tabular-nums`}>
                    {v.samples === 0 ? (
                      '–'
                    ) : (
                      <span className="flex flex-col gap-1">
                        <span
                          className="font-semibold"
                          data-vital={`${row.template}-${row.device}-${v.metric}`}
                        >
                          {formatVital(v.metric, v.p75)}
                        </span>
                        <Shares v={v} />
                        <span className="text-xs text-neutral-700">
                          {v.samples} {v.samples === 1 ? 'sample' : 'samples'}
                        </span>
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </Table>
        )}
      </div>
      <div className={card}>
        <DailyBars
          title="LCP, 75th percentile per day"
          unit="LCP (75th percentile)"
          days={data.daily.map((d) => ({ day: d.day, value: d.lcpP75 }))}
          format={(v) => formatVital('LCP', v)}
        />
      </div>
      <div className={card}>
        <h3 className="mb-2 text-base font-bold">Slowest pages by LCP</h3>
        {data.slowestPages.length === 0 ? (
          <p>No page has reported its LCP yet.</p>
        ) : (
          <Table
            label="Slowest pages by LCP"
            columns={['Page', 'LCP (75th percentile)', 'Samples', 'LCP element']}
          >
            {data.slowestPages.map((p) => (
              <tr key={p.page}>
                <th scope="row" className={`${cellClass.body} break-all text-left font-normal`}>
                  {p.page}
                </th>
                <td className={`${cellClass.body} tabular-nums`}>{formatVital('LCP', p.lcpP75)}</td>
                <td className={`${cellClass.body} tabular-nums`}>{p.samples}</td>
                <td className={`${cellClass.body} break-all font-mono text-xs`}>{p.element || '–'}</td>
              </tr>
            ))}
          </Table>
        )}
      </div>
    </section>
  );
}
