/**
 * /admin/analytics (BUSINESS.md section 16): for a date range, visitors and visits, the funnel
 * with the conversion of each step, revenue by source and campaign net of cancellations, RTOs and
 * returns, the top landing pages and the searches that found nothing, as charts, tables and CSV;
 * then real-user speed for the 28 days ending on the range's last day.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AnalyticsReport } from '#shared/analytics';
import { formatRupees } from '#shared/money';
import { Button } from '#web/components/ui/Button';
import { inputClass, labelClass } from '#web/components/ui/Field';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Skeleton } from '#web/components/ui/Skeleton';
import { usePageTitle } from '#web/components/use-page-title';
import { analyticsKeys, type Range, refreshFigures, useAnalyticsReport } from './analytics-api';
import { CsvButton } from './CsvButton';
import { DailyBars, FunnelChart } from './charts';
import { ReportTables } from './ReportTables';
import { SpeedSection } from './SpeedSection';

const card = 'rounded-lg border border-neutral-200 bg-white p-4 sm:p-5';
const rupees = (paise: number) => formatRupees(paise / 100);

/** Today in India, and the 30 days ending today. */
function lastThirtyDays(): Range {
  const today = new Date(Date.now() + 330 * 60_000);
  const from = new Date(today.getTime() - 29 * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

export function AnalyticsPage() {
  usePageTitle('Analytics');
  const [range, setRange] = useState(lastThirtyDays);
  const queryClient = useQueryClient();
  const [updating, setUpdating] = useState(false);
  const { data, error } = useAnalyticsReport(range);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = { from: String(form.get('from')), to: String(form.get('to')) };
    if (next.from && next.to) setRange(next.from <= next.to ? next : { from: next.to, to: next.from });
  };
  const update = async () => {
    setUpdating(true);
    try {
      await refreshFigures();
      await queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
    } finally {
      setUpdating(false);
    }
  };

  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <PageHeading title="Analytics">
        <Button variant="secondary" onClick={update} aria-disabled={updating}>
          {updating ? 'Updating…' : 'Update figures now'}
        </Button>
      </PageHeading>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" aria-label="Date range">
        <div>
          <label htmlFor="analytics-from" className={labelClass}>
            From
          </label>
          <input
            id="analytics-from"
            name="from"
            type="date"
            defaultValue={range.from}
            className={inputClass()}
          />
        </div>
        <div>
          <label htmlFor="analytics-to" className={labelClass}>
            To
          </label>
          <input id="analytics-to" name="to" type="date" defaultValue={range.to} className={inputClass()} />
        </div>
        <Button type="submit">Show</Button>
      </form>
      <p className="text-sm text-neutral-700">
        Counted without cookies: a visitor is one browser on one day. Figures are updated every five minutes.
      </p>
      {error ? (
        <ErrorNotice>{errorText(error)}</ErrorNotice>
      ) : data ? (
        <Report data={data} range={range} />
      ) : (
        <Skeleton className="h-96" />
      )}
      <SpeedSection range={range} />
    </section>
  );
}

function Tile({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className={card}>
      <dt className="text-sm text-neutral-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {detail && <dd className="mt-1 text-xs text-neutral-700">{detail}</dd>}
    </div>
  );
}

function Report({ data, range }: { data: AnalyticsReport; range: Range }) {
  const t = data.totals;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-6">
        <Tile label="Visitors" value={String(t.visitors)} detail="one browser a day" />
        <Tile label="Visits" value={String(t.visits)} />
        <Tile label="Orders" value={String(t.orders)} />
        <Tile label="Revenue" value={rupees(t.grossPaise)} />
        <Tile
          label="Net revenue"
          value={rupees(t.netPaise)}
          detail={`after ${rupees(t.cancelledPaise)} cancelled, ${rupees(t.rtoPaise)} RTO, ${rupees(t.returnedPaise)} returned`}
        />
        <Tile label="RTO orders" value={String(t.rtoOrders)} />
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={card}>
          <DailyBars
            title="Visits per day"
            unit="Visits"
            days={data.days.map((d) => ({ day: d.day, value: d.visits }))}
            format={String}
          />
        </div>
        <div className={card}>
          <DailyBars
            title="Net revenue per day"
            unit="Net revenue"
            days={data.days.map((d) => ({ day: d.day, value: Math.max(0, d.netPaise) }))}
            format={rupees}
          />
        </div>
      </div>
      <div className={card}>
        <FunnelChart steps={data.funnel} />
        <div className="mt-3 flex justify-end">
          <CsvButton report="days" range={range} label="Days as CSV" />
        </div>
      </div>
      <ReportTables data={data} range={range} />
    </div>
  );
}
