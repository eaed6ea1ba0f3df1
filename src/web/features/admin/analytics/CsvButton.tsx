/** A report's CSV download, with its refusal shown beside it (BUSINESS.md section 16). */
import { useState } from 'react';
import type { ReportCsvName } from '#shared/analytics';
import { Button } from '#web/components/ui/Button';
import { errorText } from '#web/components/ui/Notice';
import { downloadCsv, type Range } from './analytics-api';

export function CsvButton({ report, range, label }: { report: ReportCsvName; range: Range; label: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <span className="flex flex-col items-end gap-1">
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          downloadCsv(report, range).then(
            () => setProblem(null),
            (err) => setProblem(errorText(err)),
          )
        }
      >
        {label}
      </Button>
      {problem && (
        <span role="alert" className="text-sm text-red-700">
          {problem}
        </span>
      )}
    </span>
  );
}
