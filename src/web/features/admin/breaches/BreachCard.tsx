/**
 * One recorded breach: the 72-hour clock for the Board's report, the affected shoppers with
 * whether each was told, the button that mails the notice to those not yet told (once each), the
 * notice's words, and the Board's report ready to copy, with where to record that it was sent.
 */
import { useState } from 'react';
import { type BreachDetail, indianTime, reportClockText } from '#shared/privacy-breach';
import { Badge } from '#web/components/ui/Badge';
import { Button } from '#web/components/ui/Button';
import { TextArea } from '#web/components/ui/Field';
import { ErrorNotice, errorText, SuccessNotice } from '#web/components/ui/Notice';
import { api } from '#web/lib/api';

type Action = 'notices' | 'report';
type Said = { at: Action; text: string } | undefined;

function Outcome({ at, done, error }: { at: Action; done: Said; error: Said }) {
  if (done?.at === at) return <SuccessNotice>{done.text}</SuccessNotice>;
  if (error?.at === at) return <ErrorNotice>{error.text}</ErrorNotice>;
  return null;
}

export function BreachCard({
  breach,
  onChange,
}: {
  breach: BreachDetail;
  onChange: (b: BreachDetail) => void;
}) {
  // Each action's outcome is shown beside its button.
  const [error, setError] = useState<{ at: Action; text: string }>();
  const [done, setDone] = useState<{ at: Action; text: string }>();
  const [busy, setBusy] = useState(false);
  const now = new Date();
  const overdue = !breach.reportedAt && new Date(breach.reportDueAt).getTime() < now.getTime();
  const unsent = breach.affectedCount - breach.noticesSent;

  async function act(at: Action, body: unknown, message: (b: BreachDetail) => string) {
    setBusy(true);
    setError(undefined);
    setDone(undefined);
    const path = at === 'notices' ? '/notices' : '/report';
    try {
      const updated = await api<BreachDetail>(`/api/admins/breaches/${breach.id}${path}`, {
        method: 'POST',
        withApiKey: true,
        body,
      });
      onChange(updated);
      setDone({ at, text: message(updated) });
    } catch (err) {
      setError({ at, text: errorText(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <article
      aria-labelledby={`breach-${breach.id}`}
      className="grid gap-4 rounded-lg border border-neutral-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`breach-${breach.id}`} className="font-bold">
          Breach B-{breach.id}
        </h2>
        <Badge tone={breach.reportedAt ? 'green' : overdue ? 'red' : 'yellow'}>
          {breach.reportedAt ? 'Reported' : overdue ? 'Report overdue' : 'Report due'}
        </Badge>
      </div>
      <p className={`text-base font-semibold ${overdue ? 'text-red-700' : 'text-neutral-900'}`} role="status">
        {reportClockText(breach.reportDueAt, breach.reportedAt, now)}
        {!breach.reportedAt && (
          <span className="block text-sm font-normal">Due {indianTime(breach.reportDueAt)}</span>
        )}
      </p>
      <p className="whitespace-pre-wrap break-words text-sm">{breach.summary}</p>
      <p className="text-sm text-neutral-700">
        Learned {indianTime(breach.learnedAt)} · affected: {breach.scope}
      </p>

      <section aria-labelledby={`affected-${breach.id}`} className="grid gap-2">
        <h3 id={`affected-${breach.id}`} className="font-semibold">
          Affected shoppers: {breach.affectedCount} ({breach.noticesSent} told)
        </h3>
        <ul className="max-h-72 divide-y divide-neutral-100 overflow-y-auto rounded-md border border-neutral-200 text-sm">
          {breach.affected.map((person) => (
            <li
              key={person.accountId}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
            >
              <span className="min-w-0 break-all">
                <span className="font-medium">{person.name}</span> ·{' '}
                {person.email ?? person.mobile ?? 'no contact'}
              </span>
              {person.noticeSentAt ? (
                <Badge tone="green">Told</Badge>
              ) : person.email || person.mobile ? (
                <Badge tone="yellow">Not yet told</Badge>
              ) : (
                <Badge tone="red">No contact: reach them another way</Badge>
              )}
            </li>
          ))}
        </ul>
        {unsent > 0 && (
          <div>
            <Button
              disabled={busy}
              onClick={() =>
                void act(
                  'notices',
                  {},
                  (b) => `The notice is on its way to ${b.noticesSent} shoppers in all.`,
                )
              }
            >
              Send the notice to those not yet told
            </Button>
          </div>
        )}
        <Outcome at="notices" done={done} error={error} />
      </section>

      <details className="rounded-md bg-neutral-50 p-3 text-sm">
        <summary className="cursor-pointer font-semibold">The notice each shopper gets</summary>
        <p className="mt-2 whitespace-pre-wrap break-words">{breach.noticeText}</p>
      </details>

      <section aria-labelledby={`report-${breach.id}`} className="grid gap-2">
        <h3 id={`report-${breach.id}`} className="font-semibold">
          Report to the Data Protection Board (draft to copy)
        </h3>
        <TextArea label="The report" readOnly rows={12} value={breach.boardReport} />
        {!breach.reportedAt && (
          <div>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                void act(
                  'report',
                  { reportedAt: new Date().toISOString() },
                  () => 'The report is recorded as sent.',
                )
              }
            >
              I have sent the report to the Board
            </Button>
          </div>
        )}
      </section>
      <Outcome at="report" done={done} error={error} />
    </article>
  );
}
