/**
 * /admin/breaches (BUSINESS.md section 14; DPDP Act s. 8(6), Rules 2025 rule 7): the admin records
 * a personal-data breach, sees the shoppers it affects, mails each the notice, and copies the
 * report to the Data Protection Board while its 72-hour clock runs. Newest breach first.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BreachDetail, BreachJson } from '#shared/privacy-breach';
import { Button } from '#web/components/ui/Button';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Spinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { api } from '#web/lib/api';
import { BreachCard } from './BreachCard';
import { BreachForm } from './BreachForm';

const LIST_KEY = ['admin', 'breaches'] as const;

export function BreachesPage() {
  usePageTitle('Breaches');
  const client = useQueryClient();
  const [recording, setRecording] = useState(false);
  const list = useQuery({
    queryKey: LIST_KEY,
    queryFn: () => api<{ breaches: BreachJson[] }>('/api/admins/breaches', { withApiKey: true }),
    staleTime: 0,
  });
  const breaches = list.data?.breaches ?? [];
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <div>
        <PageHeading title="Breaches" />
        <p className="text-sm text-neutral-700">
          A breach of shoppers' personal data must be told to each shopper affected and reported to the Data
          Protection Board within 72 hours of learning of it.
        </p>
      </div>
      {!recording && (
        <div>
          <Button onClick={() => setRecording(true)}>Record a breach</Button>
        </div>
      )}
      {recording && (
        <BreachForm
          onRecorded={(breach) => {
            client.setQueryData(['admin', 'breach', breach.id], breach);
            setRecording(false);
            void client.invalidateQueries({ queryKey: LIST_KEY });
          }}
        />
      )}
      {list.isPending && <Spinner label="Loading breaches" />}
      {list.error && <ErrorNotice>{errorText(list.error)}</ErrorNotice>}
      {list.data && breaches.length === 0 && <p>No breach recorded.</p>}
      <ul className="grid gap-6">
        {breaches.map((breach) => (
          <li key={breach.id}>
            <BreachPanel id={breach.id} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BreachPanel({ id }: { id: number }) {
  const client = useQueryClient();
  const key = ['admin', 'breach', id];
  const detail = useQuery({
    queryKey: key,
    queryFn: () => api<BreachDetail>(`/api/admins/breaches/${id}`, { withApiKey: true }),
  });
  if (detail.isPending) return <Spinner label={`Loading breach B-${id}`} />;
  if (detail.error) return <ErrorNotice>{errorText(detail.error)}</ErrorNotice>;
  return <BreachCard breach={detail.data} onChange={(updated) => client.setQueryData(key, updated)} />;
}
