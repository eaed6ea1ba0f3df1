/**
 * /admin/invite?token=… (BUSINESS.md section 15): the invited member sets their password from the
 * one-time link the Owner's invitation mailed (modules/admin/invites.ts), then signs in.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '#shared/paths';
import { acceptInviteSchema, STAFF_MESSAGES } from '#shared/staff';
import { SubmitBlock } from '#web/components/form/SubmitBlock';
import { useZodForm } from '#web/components/form/use-zod-form';
import { AuthCard } from '#web/components/ui/AuthCard';
import { buttonClass } from '#web/components/ui/Button';
import { ErrorNotice, SuccessNotice } from '#web/components/ui/Notice';
import { usePageTitle } from '#web/components/use-page-title';
import { NewPasswordFields } from '../../accounts/NewPasswordFields';
import { reasonOf } from '../admin-api';
import { acceptInvite } from './staff-api';

const MISMATCH = 'The two passwords do not match.';

export function InviteAcceptPage() {
  usePageTitle('Set your password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const form = useZodForm(acceptInviteSchema, {
    initial: { password: '', confirmPassword: '' },
    toInput: (values) => ({ token, password: values.password }),
    check: (values) => ({
      confirmPassword: values.confirmPassword && values.confirmPassword !== values.password ? MISMATCH : '',
    }),
    messageOf: reasonOf,
  });

  if (!token) {
    return (
      <AuthCard title="Set your password">
        <ErrorNotice>{STAFF_MESSAGES.inviteInvalid}</ErrorNotice>
      </AuthCard>
    );
  }
  if (done) {
    return (
      <AuthCard title="Set your password">
        <div className="grid gap-4">
          <SuccessNotice>{STAFF_MESSAGES.passwordSet}</SuccessNotice>
          <Link to={paths.adminLogin} className={buttonClass('primary', 'block')}>
            Go to sign in
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Set your password"
      intro="Welcome to the Oversized back office. Choose the password you will sign in with; this link works once."
    >
      <form
        {...form.formProps}
        className="grid gap-4"
        onSubmit={form.submit(async (input) => {
          await acceptInvite(input.token, input.password);
          setDone(true);
        })}
      >
        {form.serverError && <ErrorNotice>{form.serverError}</ErrorNotice>}
        <NewPasswordFields
          labels={['New password', 'Confirm password']}
          password={form.field('password')}
          confirmPassword={form.field('confirmPassword')}
        />
        <SubmitBlock form={form} label="Set password" busyLabel="Saving…" />
      </form>
    </AuthCard>
  );
}
