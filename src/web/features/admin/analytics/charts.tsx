/**
 * The analytics page's charts as plain SVG and HTML (no chart library, like the dashboard's:
 * docs/decisions/013): bars per day with a table as their text alternative, and the funnel as
 * labelled horizontal bars, which are their own alternative.
 */
import type { FunnelStep } from '#shared/analytics';
import { cellClass, Table } from '#web/components/ui/Table';

export const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

export interface DailyBarsProps {
  title: string;
  days: { day: string; value: number | null }[];
  format: (value: number) => string;
  /** The table's column for the value. */
  unit: string;
}

export function DailyBars({ title, days, format, unit }: DailyBarsProps) {
  const most = Math.max(...days.map((d) => d.value ?? 0), 0);
  const width = Math.max(days.length, 1) * 10;
  const height = 100;
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-base font-bold">{title}</figcaption>
      <div className="flex gap-2">
        <div
          className="flex w-16 shrink-0 flex-col justify-between text-right text-xs text-neutral-700"
          aria-hidden="true"
        >
          <span>{format(most)}</span>
          <span>{format(0)}</span>
        </div>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          className="h-36 w-full border-b border-l border-neutral-400"
          role="img"
          aria-label={`Bar chart: ${title}; the table below lists every day`}
        >
          {days.map((d, index) => {
            const bar = most === 0 || d.value === null ? 0 : (d.value / most) * (height - 2);
            return (
              <rect
                key={d.day}
                x={index * 10 + 1.5}
                y={height - bar}
                width={7}
                height={bar}
                className="fill-neutral-900"
              >
                <title>{`${dayLabel(d.day)}: ${d.value === null ? 'no data' : format(d.value)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      {days.length > 0 && (
        <div className="ml-18 flex justify-between text-xs text-neutral-700" aria-hidden="true">
          <span>{dayLabel(days[0]!.day)}</span>
          <span>{dayLabel(days.at(-1)!.day)}</span>
        </div>
      )}
      <details>
        <summary className="cursor-pointer text-sm font-semibold">{title} as a table</summary>
        <div className="mt-2">
          <Table label={title} columns={['Day', unit]}>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row" className={`${cellClass.body} text-left font-normal`}>
                  {dayLabel(d.day)}
                </th>
                <td className={`${cellClass.body} tabular-nums`}>
                  {d.value === null ? '–' : format(d.value)}
                </td>
              </tr>
            ))}
          </Table>
        </div>
      </details>
    </figure>
  );
}

/** Each step's visits as a bar against the first step, with its conversion from the step before. */
export function FunnelChart({ steps }: { steps: FunnelStep[] }) {
  const first = Math.max(steps[0]?.visits ?? 0, 1);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-base font-bold">Funnel: how far visits went</figcaption>
      <ol className="flex flex-col gap-2">
        {steps.map((s) => (
          <li
            key={s.step}
            className="grid grid-cols-[7.5rem_1fr_6.5rem] items-center gap-2 text-sm sm:grid-cols-[9rem_1fr_8rem]"
          >
            <span>{s.label}</span>
            <span className="h-5 rounded-sm bg-neutral-100" aria-hidden="true">
              <span
                className="block h-5 rounded-sm bg-neutral-900"
                style={{ width: `${(s.visits / first) * 100}%` }}
              />
            </span>
            <span className="text-right tabular-nums">
              {s.visits}
              {s.conversion !== null && (
                <span className="text-neutral-700"> · {s.conversion.toFixed(1)}%</span>
              )}
            </span>
          </li>
        ))}
      </ol>
      <p className="text-xs text-neutral-700">The percentage is each step's share of the step before it.</p>
    </figure>
  );
}
