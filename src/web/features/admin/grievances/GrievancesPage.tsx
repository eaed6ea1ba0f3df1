/**
 * /admin/grievances (BUSINESS.md section 14; DPDP Rules 2025): the complaints shoppers filed from
 * the privacy page, open ones first with the nearest deadline first. Each shows how long is left
 * of its 90 days, and is answered here: the reply is mailed to the shopper and kept with the ticket.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GrievanceJson } from '#shared/privacy';
import { Badge } from '#web/components/ui/Badge';
import { Button } from '#web/components/ui/Button';
import { TextArea } from '#web/components/ui/Field';
import { ErrorNotice, errorText, SuccessNotice } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Spinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { api } from '#web/lib/api';

const QUERY_KEY = ['admin', 'grievances'] as const;
const DAY_MS = 86_400_000;
const dateText = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** Whole days from now to the deadline: 0 on the day it is due, negative once late. */
const daysLeft = (dueAt: string, now: Date) =>
  Math.ceil((new Date(dueAt).getTime() - now.getTime()) / DAY_MS);

/** "Answer by 25 Feb 2027 (12 days left)", or how late it is. */
export function deadlineText(dueAt: string, now: Date): string {
  const days = daysLeft(dueAt, now);
  const by = `Answer by ${dateText.format(new Date(dueAt))}`;
  if (days < 0) return `${by}: ${-days} ${-days === 1 ? 'day' : 'days'} late`;
  if (days === 0) return `${by}: due today`;
  return `${by} (${days} ${days === 1 ? 'day' : 'days'} left)`;
}

export function GrievancesPage() {
  usePageTitle('Complaints');
  const queue = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => api<{ grievances: GrievanceJson[] }>('/api/admins/grievances', { withApiKey: true }),
    staleTime: 0,
  });
  const grievances = queue.data?.grievances ?? [];
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <PageHeading title="Complaints" />
      <p className="mb-6 text-sm text-neutral-700">
        Complaints about personal data, filed from the privacy page. The law gives 90 days to answer; the
        reply is mailed to the shopper.
      </p>
      {queue.isPending && <Spinner label="Loading complaints" />}
      {queue.error && <ErrorNotice>{errorText(queue.error)}</ErrorNotice>}
      {queue.data && grievances.length === 0 && <p>No complaints so far.</p>}
      <ul className="grid gap-4">
        {grievances.map((grievance) => (
          <li key={grievance.id}>
            <GrievanceCard grievance={grievance} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function GrievanceCard({ grievance }: { grievance: GrievanceJson }) {
  const client = useQueryClient();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);
  const open = grievance.status === 'open';
  const now = new Date();
  const late = open && new Date(grievance.dueAt).getTime() < now.getTime();

  async function send() {
    setBusy(true);
    setError(undefined);
    try {
      await api(`/api/admins/grievances/${grievance.id}/reply`, {
        method: 'POST',
        body: { reply },
        withApiKey: true,
      });
      setSent(`Your answer to complaint ${grievance.id} is on its way to ${grievance.email}.`);
      await client.invalidateQueries({ queryKey: QUERY_KEY });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <article
      aria-labelledby={`grievance-${grievance.id}`}
      className="rounded-lg border border-neutral-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`grievance-${grievance.id}`} className="font-bold">
          Complaint {grievance.id} · {grievance.name}
        </h2>
        <Badge tone={open ? (late ? 'red' : 'yellow') : 'green'}>{open ? 'Open' : 'Answered'}</Badge>
      </div>
      <p className="mt-1 break-all text-sm text-neutral-700">
        {grievance.email} · received {dateText.format(new Date(grievance.receivedAt))}
      </p>
      {open && (
        <p className={`mt-1 text-sm font-semibold ${late ? 'text-red-700' : 'text-neutral-800'}`}>
          {deadlineText(grievance.dueAt, now)}
        </p>
      )}
      <p className="mt-3 whitespace-pre-wrap break-words text-sm">{grievance.message}</p>
      {grievance.reply !== null && (
        <div className="mt-3 rounded-md bg-neutral-50 p-3 text-sm">
          <p className="font-semibold">
            Answered{grievance.repliedAt ? ` on ${dateText.format(new Date(grievance.repliedAt))}` : ''}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words">{grievance.reply}</p>
        </div>
      )}
      {sent && <SuccessNotice className="mt-3">{sent}</SuccessNotice>}
      {open && (
        <form
          className="mt-3 grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <TextArea
            label={`Reply to complaint ${grievance.id}`}
            value={reply}
            maxLength={4000}
            rows={4}
            error={error}
            announceError
            onChange={(event) => setReply(event.target.value)}
          />
          <div>
            <Button type="submit" disabled={busy}>
              Send reply
            </Button>
          </div>
        </form>
      )}
    </article>
  );
}
