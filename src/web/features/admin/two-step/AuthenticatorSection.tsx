/**
 * The authenticator app (TOTP): start shows the QR code the server drew and the same secret as
 * text, a first code from the app confirms it, and the ten recovery codes are shown once. Moving
 * to a new phone asks for the password again; the old phone keeps working until the new one's
 * first code replaces it (docs/decisions/045-staff-roles.md).
 */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AdminProfile } from '#shared/admin';
import { paths } from '#shared/paths';
import { Badge } from '#web/components/ui/Badge';
import { Button } from '#web/components/ui/Button';
import { TextField } from '#web/components/ui/Field';
import { ErrorNotice } from '#web/components/ui/Notice';
import { adminKeys, reasonOf, useAdmin } from '../admin-api';
import { PasswordAgainField } from '../PasswordAgainField';
import { confirmTwoStep, startTwoStep } from '../staff/staff-api';
import { RecoveryCodes } from './RecoveryCodes';

type Enrolment = Awaited<ReturnType<typeof startTwoStep>>;
type Step =
  | { kind: 'idle' }
  | { kind: 'scan'; enrolment: Enrolment }
  | { kind: 'codes'; message: string; codes: string[] };

/** "JBSW Y3DP EHPK 3PXP": the secret in groups of four, easier to type into an app by hand. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function AuthenticatorSection() {
  const { data: admin } = useAdmin();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function attempt(action: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (err) {
      setError(reasonOf(err));
    } finally {
      setBusy(false);
    }
  }

  const start = (event?: FormEvent) => {
    event?.preventDefault();
    return attempt(async () => {
      setCode('');
      setStep({ kind: 'scan', enrolment: await startTwoStep(admin?.twoStepOn ? password : undefined) });
      setPassword('');
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const answer = await confirmTwoStep(code.trim());
      setStep({ kind: 'codes', message: answer.message, codes: answer.recoveryCodes });
      // The profile no longer has two-step sign-in due: the header and the sign-in page follow.
      queryClient.setQueryData<AdminProfile | null>(adminKeys.me, (me) =>
        me ? { ...me, twoStepDue: false, twoStepOn: true } : me,
      );
    });
  };

  return (
    <section
      aria-labelledby="authenticator-heading"
      className="grid gap-4 rounded-lg border border-neutral-200 bg-white p-4 sm:p-6"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="authenticator-heading" className="text-lg font-bold">
          Authenticator app
        </h2>
        {admin && (
          <Badge tone={admin.twoStepOn ? 'green' : 'neutral'}>{admin.twoStepOn ? 'On' : 'Not set up'}</Badge>
        )}
      </header>
      {error && <ErrorNotice>{error}</ErrorNotice>}
      {step.kind === 'idle' && (
        <>
          <p className="text-sm text-neutral-700">
            {admin?.twoStepOn
              ? 'Your authenticator app gives your sign-in codes. Set it up again to move to a new phone: once the new phone’s first code is in, the old app and your old recovery codes stop working.'
              : 'Use an app such as Google Authenticator, Microsoft Authenticator or 2FAS on your phone.'}
          </p>
          {admin?.twoStepOn ? (
            <form onSubmit={(event) => void start(event)} noValidate className="grid max-w-sm gap-3">
              <PasswordAgainField id="two-step-password" value={password} onChange={setPassword} />
              <div>
                <Button type="submit" disabled={busy}>
                  Set up again on a new phone
                </Button>
              </div>
            </form>
          ) : (
            <div>
              <Button onClick={() => void start()} disabled={busy}>
                Set up the authenticator app
              </Button>
            </div>
          )}
        </>
      )}
      {step.kind === 'scan' && (
        <form onSubmit={confirm} noValidate className="grid gap-4">
          <ol className="grid list-decimal gap-1 pl-5 text-sm text-neutral-800">
            <li>In the app, add an account and scan this QR code.</li>
            <li>Or type the key below into the app instead of scanning.</li>
            <li>Enter the 6-digit code the app then shows.</li>
          </ol>
          <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.enrolment.qrSvg)}`}
              alt="QR code for your authenticator app"
              width={192}
              height={192}
              className="h-48 w-48 shrink-0 rounded border border-neutral-200 bg-white"
            />
            <div className="min-w-0">
              <p className="text-sm font-medium text-neutral-800">Key to type in</p>
              <p className="break-words font-mono text-lg tracking-wide" data-secret={step.enrolment.secret}>
                {groupedSecret(step.enrolment.secret)}
              </p>
              <p className="text-xs text-neutral-600">Time-based, 6 digits, every 30 seconds.</p>
            </div>
          </div>
          <TextField
            label="Code from the app"
            id="two-step-enrol-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {busy ? 'Checking…' : admin?.twoStepOn ? 'Switch to the new phone' : 'Turn on two-step sign-in'}
            </Button>
            <Button variant="ghost" onClick={() => setStep({ kind: 'idle' })}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {step.kind === 'codes' && (
        <RecoveryCodes
          message={step.message}
          codes={step.codes}
          onSaved={() => navigate(paths.adminProducts, { replace: true })}
        />
      )}
    </section>
  );
}
