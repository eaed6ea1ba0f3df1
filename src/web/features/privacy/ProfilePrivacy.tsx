/**
 * The profile's privacy section (BUSINESS.md section 14): any breach notice the shopper was sent,
 * each consent on or off in one click, a copy of the shopper's data (to read here, or as JSON), and
 * erasing the account.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/paths';
import { type ConsentState, MARKETING_PURPOSES } from '#shared/privacy';
import { Button, textLink } from '#web/components/ui/Button';
import { Checkbox } from '#web/components/ui/Checkbox';
import { ErrorNotice, errorText, SuccessNotice } from '#web/components/ui/Notice';
import { ApiError, api } from '#web/lib/api';
import { BreachNotices } from './BreachNotices';

export function ProfilePrivacy() {
  const client = useQueryClient();
  const consents = useQuery({
    queryKey: ['consents'],
    queryFn: ({ signal }) => api<{ consents: ConsentState[] }>('/api/users/me/consents', { signal }),
  });
  const [adult, setAdult] = useState(false);
  const [error, setError] = useState<string>();
  const [data, setData] = useState<unknown>();
  const [erasure, setErasure] = useState<string>();

  async function choose(consent: ConsentState, granted: boolean) {
    setError(undefined);
    // The box shows the choice at once; a refused one is put back and the reason shown.
    const before = client.getQueryData<{ consents: ConsentState[] }>(['consents']);
    if (before)
      client.setQueryData(['consents'], {
        consents: before.consents.map((c) => (c.purpose === consent.purpose ? { ...c, granted } : c)),
      });
    try {
      const next = await api<{ consents: ConsentState[] }>('/api/users/me/consents', {
        method: 'PUT',
        body: { purpose: consent.purpose, granted, ...(adult ? { confirmAdult: true } : {}) },
      });
      client.setQueryData(['consents'], next);
    } catch (err) {
      if (before) client.setQueryData(['consents'], before);
      setError(errorText(err));
    }
  }

  async function erase() {
    setError(undefined);
    if (!window.confirm('Erase your account? This cannot be undone.')) return;
    try {
      const outcome = await api<{ state: 'done' | 'waiting'; message?: string }>('/api/users/me/erase', {
        method: 'POST',
        body: {},
      });
      if (outcome.state === 'done') window.location.assign(paths.home);
      else setErasure(outcome.message);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'sign_in_again') {
        setErasure(`${err.message} `);
      } else setError(errorText(err));
    }
  }

  return (
    <section
      id="privacy"
      aria-labelledby="privacy-heading"
      className="mt-10 rounded-lg border border-neutral-200 p-4 sm:p-6"
    >
      <h2 id="privacy-heading" className="text-xl font-bold">
        Privacy
      </h2>
      <p className="mt-1 text-sm text-neutral-600">
        Every message choice is off until you turn it on.{' '}
        <Link className={textLink} to={paths.privacyNotice}>
          Privacy notice
        </Link>
      </p>
      <BreachNotices />
      <fieldset className="mt-4 space-y-3">
        <legend className="text-sm font-semibold">Messages you agree to</legend>
        {/* Order updates on WhatsApp sit with the mobile number above (ContactDetails); the same
            consent, shown once so the page never holds two boxes that disagree. */}
        {consents.data?.consents
          .filter((consent) => consent.purpose !== 'whatsapp_orders')
          .map((consent) => (
            <Checkbox
              key={consent.purpose}
              label={consent.label}
              checked={consent.granted}
              onChange={(e) => choose(consent, e.target.checked)}
              hint={
                MARKETING_PURPOSES.includes(consent.purpose) ? 'Only for shoppers 18 or older.' : undefined
              }
            />
          ))}
        <Checkbox label="I am 18 or older" checked={adult} onChange={(e) => setAdult(e.target.checked)} />
      </fieldset>
      {error && <ErrorNotice className="mt-3">{error}</ErrorNotice>}
      <h3 className="mt-6 font-semibold">Your data</h3>
      <div className="mt-2 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={async () => setData(await api('/api/users/me/data'))}>
          See my data
        </Button>
        <a className={textLink} href="/api/users/me/data?download=1" download>
          Download my data (JSON)
        </a>
      </div>
      {data !== undefined && (
        <section aria-label="Your data" className="mt-3">
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes keyboard focus, or a keyboard cannot scroll it (WCAG 2.1.1; axe's scrollable-region-focusable) */}
          <pre tabIndex={0} className="max-h-96 overflow-auto rounded bg-neutral-100 p-3 text-xs">
            {JSON.stringify(data, null, 2)}
          </pre>
        </section>
      )}
      <p className="mt-3 text-sm text-neutral-600">
        To correct your name, contact details or addresses, change them above on this page.
      </p>
      <h3 className="mt-6 font-semibold">Erase my account</h3>
      <p className="mt-1 text-sm text-neutral-600">
        Tax invoices stay for the period GST law sets; everything else goes. You need to have signed in with a
        code in the last 10 minutes.
      </p>
      {erasure && <SuccessNotice className="mt-3">{erasure}</SuccessNotice>}
      <Button variant="danger" className="mt-3" onClick={erase}>
        Erase my account
      </Button>
    </section>
  );
}
