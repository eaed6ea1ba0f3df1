/** The back office's analytics calls (BUSINESS.md section 16): the report, speed, a refresh and CSV files. */
import { useQuery } from '@tanstack/react-query';
import type { AnalyticsReport, ReportCsvName, SpeedReport } from '#shared/analytics';
import { api, apiDownload } from '#web/lib/api';

export interface Range {
  from: string;
  to: string;
}

const query = (range: Range) => `from=${range.from}&to=${range.to}`;

export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  report: (range: Range) => ['admin', 'analytics', 'report', range.from, range.to] as const,
  speed: (range: Range) => ['admin', 'analytics', 'speed', range.to] as const,
};

export function useAnalyticsReport(range: Range) {
  return useQuery({
    queryKey: analyticsKeys.report(range),
    queryFn: ({ signal }) =>
      api<AnalyticsReport>(`/api/admins/analytics?${query(range)}`, { withApiKey: true, signal }),
  });
}

export function useSpeedReport(range: Range) {
  return useQuery({
    queryKey: analyticsKeys.speed(range),
    queryFn: ({ signal }) =>
      api<SpeedReport>(`/api/admins/analytics/speed?${query(range)}`, { withApiKey: true, signal }),
  });
}

export const refreshFigures = () =>
  api<{ days: string[] }>('/api/admins/analytics/refresh', { method: 'POST', body: {}, withApiKey: true });

export const downloadCsv = (report: ReportCsvName, range: Range) =>
  apiDownload(`/api/admins/analytics/csv/${report}?${query(range)}`, `${report}.csv`, { withApiKey: true });
