/** The complaint form on the privacy page: a ticket for the Grievance Officer, answered by mail. */
import { type FormEvent, useState } from 'react';
import { GRIEVANCE_DAYS, type GrievanceJson } from '#shared/privacy';
import { Button } from '#web/components/ui/Button';
import { TextArea, TextField } from '#web/components/ui/Field';
import { ErrorNotice, errorText, SuccessNotice } from '#web/components/ui/Notice';
import { api } from '#web/lib/api';

export function GrievanceForm({ hindi }: { hindi: boolean }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [filed, setFiled] = useState<GrievanceJson>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      setFiled(
        await api<GrievanceJson>('/api/privacy/grievances', {
          method: 'POST',
          body: { name, email, message },
        }),
      );
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  if (filed) {
    return (
      <SuccessNotice>
        Complaint {filed.id} has reached us. We will answer at {filed.email} by{' '}
        {new Date(filed.dueAt).toLocaleDateString('en-IN', { dateStyle: 'long' })}.
      </SuccessNotice>
    );
  }
  return (
    <form onSubmit={submit} className="not-prose flex flex-col gap-4" aria-labelledby="complaint-heading">
      <h2 id="complaint-heading">{hindi ? 'शिकायत दर्ज करें' : 'Make a complaint'}</h2>
      <p>
        {hindi
          ? `हम ${GRIEVANCE_DAYS} दिनों के भीतर ईमेल से उत्तर देते हैं।`
          : `We answer by mail within ${GRIEVANCE_DAYS} days.`}
      </p>
      <TextField
        label="Your name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={100}
      />
      <TextField
        label="Email for our reply"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
        maxLength={200}
      />
      <TextArea
        label="What went wrong"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        required
        minLength={10}
        maxLength={4000}
        rows={5}
      />
      {error && <ErrorNotice>{error}</ErrorNotice>}
      <Button type="submit" disabled={busy} className="self-start">
        Send complaint
      </Button>
    </form>
  );
}
