/**
 * The analytics page's tables (BUSINESS.md section 16): sources and campaigns with their money
 * net of cancellations, RTOs and returns, the top landing pages and the searches that found
 * nothing, each downloadable as CSV.
 */
import type { AnalyticsReport } from '#shared/analytics';
import { formatRupees } from '#shared/money';
import { cellClass, Table } from '#web/components/ui/Table';
import type { Range } from './analytics-api';
import { CsvButton } from './CsvButton';

const card = 'rounded-lg border border-neutral-200 bg-white p-4 sm:p-5';
const rupees = (paise: number) => formatRupees(paise / 100);
const num = `${cellClass.body} tabular-nums text-right`;

function Heading({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </div>
  );
}

export function ReportTables({ data, range }: { data: AnalyticsReport; range: Range }) {
  return (
    <>
      <div className={card}>
        <Heading title="Revenue by source and campaign">
          <CsvButton report="sources" range={range} label="Sources as CSV" />
        </Heading>
        {data.sources.length === 0 ? (
          <p>No visits in these days.</p>
        ) : (
          <Table
            label="Revenue by source and campaign"
            columns={[
              'Source / medium',
              'Campaign',
              'Visits',
              'Orders',
              'Revenue',
              'Cancelled',
              'RTO',
              'Returned',
              'Net',
            ]}
          >
            {data.sources.map((s) => (
              <tr key={`${s.source}|${s.medium}|${s.campaign}`}>
                <th scope="row" className={`${cellClass.body} text-left`}>
                  {s.source} <span className="font-normal text-neutral-700">/ {s.medium}</span>
                </th>
                <td className={cellClass.body}>{s.campaign}</td>
                <td className={num}>{s.visits}</td>
                <td className={num}>{s.orders}</td>
                <td className={num}>{rupees(s.grossPaise)}</td>
                <td className={num}>{rupees(s.cancelledPaise)}</td>
                <td className={num}>{rupees(s.rtoPaise)}</td>
                <td className={num}>{rupees(s.returnedPaise)}</td>
                <td className={`${num} font-semibold`}>{rupees(s.netPaise)}</td>
              </tr>
            ))}
          </Table>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={card}>
          <Heading title="Top landing pages">
            <CsvButton report="landing-pages" range={range} label="Landing pages as CSV" />
          </Heading>
          {data.landingPages.length === 0 ? (
            <p>No visits in these days.</p>
          ) : (
            <Table label="Top landing pages" columns={['Page', 'Visits']}>
              {data.landingPages.map((p) => (
                <tr key={p.page}>
                  <th scope="row" className={`${cellClass.body} break-all text-left font-normal`}>
                    {p.page}
                  </th>
                  <td className={num}>{p.visits}</td>
                </tr>
              ))}
            </Table>
          )}
        </div>
        <div className={card}>
          <Heading title="Searches that found nothing">
            <CsvButton report="empty-searches" range={range} label="Searches as CSV" />
          </Heading>
          {data.emptySearches.length === 0 ? (
            <p>Every search found something.</p>
          ) : (
            <Table label="Searches that found nothing" columns={['Search', 'Times']}>
              {data.emptySearches.map((s) => (
                <tr key={s.query}>
                  <th scope="row" className={`${cellClass.body} text-left font-normal`}>
                    {s.query}
                  </th>
                  <td className={num}>{s.searches}</td>
                </tr>
              ))}
            </Table>
          )}
        </div>
      </div>
    </>
  );
}
