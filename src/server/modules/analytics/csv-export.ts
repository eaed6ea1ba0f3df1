/**
 * The reports as CSV files a spreadsheet opens (BUSINESS.md section 16): money in rupees with two
 * decimals, one header line, and the UTF-8 mark Excel needs (src/server/lib/csv.ts).
 */
import { csvLine, UTF8_BOM } from '#server/lib/csv';
import type { AnalyticsReport, ReportCsvName, SpeedReport } from '#shared/analytics';

const rupees = (paise: number) => (paise / 100).toFixed(2);

export function reportCsv(name: ReportCsvName, report: AnalyticsReport, speed: SpeedReport): string {
  const lines: (string | number | null)[][] = [];
  switch (name) {
    case 'days':
      lines.push([
        'Day',
        'Visitors',
        'Visits',
        'Viewed a product',
        'Added to cart',
        'Started checkout',
        'Orders',
        'Revenue (₹)',
        'Cancelled (₹)',
        'RTO (₹)',
        'Returned (₹)',
        'Net revenue (₹)',
        'RTO orders',
      ]);
      for (const d of report.days)
        lines.push([
          d.day,
          d.visitors,
          d.visits,
          d.productViews,
          d.addsToCart,
          d.checkouts,
          d.orders,
          rupees(d.grossPaise),
          rupees(d.cancelledPaise),
          rupees(d.rtoPaise),
          rupees(d.returnedPaise),
          rupees(d.netPaise),
          d.rtoOrders,
        ]);
      break;
    case 'sources':
      lines.push([
        'Source',
        'Medium',
        'Campaign',
        'Visits',
        'Orders',
        'Revenue (₹)',
        'Cancelled (₹)',
        'RTO (₹)',
        'Returned (₹)',
        'Net revenue (₹)',
      ]);
      for (const s of report.sources)
        lines.push([
          s.source,
          s.medium,
          s.campaign,
          s.visits,
          s.orders,
          rupees(s.grossPaise),
          rupees(s.cancelledPaise),
          rupees(s.rtoPaise),
          rupees(s.returnedPaise),
          rupees(s.netPaise),
        ]);
      break;
    case 'landing-pages':
      lines.push(['Landing page', 'Visits']);
      for (const p of report.landingPages) lines.push([p.page, p.visits]);
      break;
    case 'empty-searches':
      lines.push(['Search', 'Times searched']);
      for (const s of report.emptySearches) lines.push([s.query, s.searches]);
      break;
    case 'speed':
      lines.push([
        'Page template',
        'Device',
        'Metric',
        'Samples',
        '75th percentile',
        'Good %',
        'Needs improvement %',
        'Poor %',
      ]);
      for (const row of speed.rows)
        for (const v of row.vitals)
          if (v.samples > 0)
            lines.push([
              row.template,
              row.device,
              v.metric,
              v.samples,
              v.p75,
              v.good,
              v.needsImprovement,
              v.poor,
            ]);
      break;
  }
  return UTF8_BOM + lines.map(csvLine).join('');
}
