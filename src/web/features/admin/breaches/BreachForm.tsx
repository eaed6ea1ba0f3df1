/**
 * The form that records a breach (DPDP Rules 2025, rule 7): what happened, when, which data, what
 * it may mean and what the shop and the shopper can do, and who is affected: every account, those
 * who signed up in a time window, and/or a pasted list of emails or mobile numbers.
 */
import { useState } from 'react';
import type { BreachDetail } from '#shared/privacy-breach';
import { Button } from '#web/components/ui/Button';
import { Checkbox } from '#web/components/ui/Checkbox';
import { TextArea, TextField } from '#web/components/ui/Field';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { api } from '#web/lib/api';

const TEXTS = [
  ['summary', 'What happened (nature, extent, where)'],
  ['dataKinds', 'Which kinds of personal data'],
  ['consequences', 'What it may mean for the shoppers'],
  ['measures', 'What the shop has done and is doing'],
  ['shopperSteps', 'What shoppers can do to protect themselves'],
] as const;
type TextKey = (typeof TEXTS)[number][0];

/** A datetime-local value (the admin's own time) as an instant with its offset, or '' when empty. */
const instant = (local: string) => (local ? new Date(local).toISOString() : '');

export function BreachForm({ onRecorded }: { onRecorded: (breach: BreachDetail) => void }) {
  const [texts, setTexts] = useState<Record<TextKey, string>>({
    summary: '',
    dataKinds: '',
    consequences: '',
    measures: '',
    shopperSteps: '',
  });
  const [times, setTimes] = useState({ occurredAt: '', learnedAt: '', from: '', before: '' });
  const [all, setAll] = useState(false);
  const [contacts, setContacts] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    setError(undefined);
    try {
      const breach = await api<BreachDetail>('/api/admins/breaches', {
        method: 'POST',
        withApiKey: true,
        body: {
          ...texts,
          occurredAt: instant(times.occurredAt),
          learnedAt: instant(times.learnedAt),
          affected: {
            all,
            from: all ? null : instant(times.from) || null,
            before: all ? null : instant(times.before) || null,
            contacts: contacts.split(/[\s,;]+/).filter(Boolean),
          },
        },
      });
      onRecorded(breach);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const time = (key: keyof typeof times, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      type="datetime-local"
      value={times[key]}
      onChange={(event) => setTimes({ ...times, [key]: event.target.value })}
    />
  );

  return (
    <form
      aria-label="Record a breach"
      className="grid gap-4 rounded-lg border border-neutral-200 bg-white p-4 sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="text-lg font-bold">Record a breach</h2>
      {TEXTS.map(([key, label]) => (
        <TextArea
          key={key}
          label={label}
          rows={key === 'dataKinds' ? 2 : 3}
          maxLength={4000}
          value={texts[key]}
          onChange={(event) => setTexts({ ...texts, [key]: event.target.value })}
        />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        {time('occurredAt', 'When it happened')}
        {time('learnedAt', 'When the shop learned of it', 'The 72 hours to report start here.')}
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">Who is affected</legend>
        <Checkbox
          label="Every shopper's account"
          checked={all}
          onChange={(event) => setAll(event.target.checked)}
        />
        {!all && (
          <div className="grid gap-4 sm:grid-cols-2">
            {time('from', 'Signed up from', 'Leave empty for no start.')}
            {time('before', 'Signed up before', 'Leave empty for no end.')}
          </div>
        )}
        <TextArea
          label="And these shoppers (emails or mobile numbers, one a line)"
          rows={3}
          value={contacts}
          onChange={(event) => setContacts(event.target.value)}
        />
      </fieldset>
      {error && <ErrorNotice>{error}</ErrorNotice>}
      <div>
        <Button type="submit" disabled={busy}>
          Record the breach
        </Button>
      </div>
    </form>
  );
}
