/**
 * /admin/audit (BUSINESS.md section 15; 'audit.read'): staff actions newest first, who, when (in
 * India's time) and what, filtered by person (from the staff list) and by action, fifty a page.
 * The filters live in the address, so a filtered view can be shared and survives a reload.
 */
import { useSearchParams } from 'react-router';
import { AUDIT_ACTION_LABELS, auditActionLabel, auditDetails, auditTime } from '#shared/audit';
import { Button } from '#web/components/ui/Button';
import { Select } from '#web/components/ui/Field';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Spinner } from '#web/components/ui/Spinner';
import { cellClass, Table } from '#web/components/ui/Table';
import { usePageTitle } from '#web/components/use-page-title';
import { auditQuery, useAudit, useStaff } from '../staff/staff-api';
import { useCan } from '../use-can';

const ACTIONS = Object.entries(AUDIT_ACTION_LABELS).sort(([, a], [, b]) => a.localeCompare(b));

export function AuditPage() {
  usePageTitle('Audit log');
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const adminId = Number(params.get('adminId')) || undefined;
  const type = params.get('type') ?? undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isFetching } = useAudit(auditQuery({ adminId, type, page }));
  // Only the Owner may read the staff list; without it the person filter is left out.
  const staff = useStaff(can('staff.manage'));
  const members = staff.data?.staff ?? [];
  const emailOf = (id: number) => members.find((member) => member.id === id)?.email;

  const go = (next: { adminId?: number; type?: string; page?: number }) =>
    setParams(auditQuery({ adminId, type, ...next, page: next.page ?? 1 }));

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <PageHeading title="Audit log" />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-3xl">
        {can('staff.manage') && (
          <Select
            label="Person"
            value={adminId ? String(adminId) : ''}
            onChange={(event) => go({ adminId: Number(event.target.value) || undefined })}
            options={[
              { value: '', label: 'Everyone' },
              ...members.map((member) => ({ value: String(member.id), label: member.email })),
            ]}
          />
        )}
        <Select
          label="Action"
          value={type ?? ''}
          onChange={(event) => go({ type: event.target.value || undefined })}
          options={[
            { value: '', label: 'Every action' },
            ...ACTIONS.map(([value, label]) => ({ value, label })),
          ]}
        />
      </div>
      <p role="status" className="mb-3 text-sm font-medium text-neutral-800">
        {data && `Page ${page}${data.events.length === 0 ? ': nothing recorded' : ''}`}
        {isFetching && data && <span className="text-neutral-600"> · Updating…</span>}
      </p>
      {error ? (
        <ErrorNotice>{errorText(error)}</ErrorNotice>
      ) : !data ? (
        <Spinner label="Loading the audit log" />
      ) : data.events.length > 0 ? (
        <Table label="Staff actions" columns={['When (IST)', 'Who', 'What', 'Details']}>
          {data.events.map((event) => (
            <tr key={event.id}>
              <td className={`${cellClass.body} whitespace-nowrap`}>{auditTime(event.createdAt)}</td>
              <td className={`${cellClass.body} whitespace-nowrap`}>{event.email}</td>
              <td className={`${cellClass.body} min-w-40`}>{auditActionLabel(event.type)}</td>
              <td className={`${cellClass.body} min-w-64 text-neutral-700 [overflow-wrap:anywhere]`}>
                {auditDetails(event.data, emailOf)}
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
      {data && (page > 1 || data.hasMore) && (
        // The server says only whether a next page exists, so there is no "of N" to show.
        <nav aria-label="Audit log pages" className="mt-4 flex items-center justify-center gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            Newer
          </Button>
          <span className="text-sm text-neutral-800">Page {page}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={!data.hasMore}
            onClick={() => go({ page: page + 1 })}
          >
            Older
          </Button>
        </nav>
      )}
    </section>
  );
}
