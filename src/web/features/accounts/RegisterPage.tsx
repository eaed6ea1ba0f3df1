/** /users/register (docs/product.md sections 2, 4, 5): six fields, the email verified by code; success goes to login. */
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { MESSAGES, type RegisterRequest, registerSchema } from '#shared/accounts';
import { NOTICE_VERSIONS } from '#shared/notice-versions';
import { paths } from '#shared/paths';
import { SubmitBlock } from '#web/components/form/SubmitBlock';
import { useZodForm } from '#web/components/form/use-zod-form';
import { AuthCard } from '#web/components/ui/AuthCard';
import { textLink } from '#web/components/ui/Button';
import { Checkbox } from '#web/components/ui/Checkbox';
import { TextField } from '#web/components/ui/Field';
import { Notice } from '#web/components/ui/Notice';
import { PageSpinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { ApiError } from '#web/lib/api';
import { ShortNotice } from '../privacy/ShortNotice';
import { errorText, register } from './accounts-api';
import { EmailVerification } from './EmailVerification';
import { NewPasswordFields } from './NewPasswordFields';
import { useCurrentUser } from './use-current-user';

const EMPTY: RegisterRequest = {
  firstName: '',
  lastName: '',
  email: '',
  userName: '',
  password: '',
  confirmPassword: '',
};

const AGE_MESSAGE = 'Please confirm you are 18 or older.';

export function Component() {
  usePageTitle('Sign Up');
  const { data: user, isPending } = useCurrentUser();
  const navigate = useNavigate();
  const [verified, setVerified] = useState(false);
  // The shop serves adults (DPDP Act section 9; docs/decisions/038-personal-data.md).
  const [adult, setAdult] = useState(false);
  const [adultError, setAdultError] = useState('');
  const form = useZodForm(registerSchema, {
    initial: EMPTY,
    messageOf: errorText,
    check: ({ password, confirmPassword }) => {
      // A mismatch flags both password fields (docs/product.md section 5), whatever else is missing.
      const differ = password && confirmPassword && password !== confirmPassword;
      return {
        email: verified ? '' : MESSAGES.emailNotVerified,
        password: differ ? MESSAGES.passwordsDiffer : '',
        confirmPassword: differ ? MESSAGES.passwordsDiffer : '',
      };
    },
  });

  if (isPending) return <PageSpinner />;
  if (user) return <Navigate to={paths.home} replace />;

  const submit = form.submit(async () => {
    if (!adult) {
      setAdultError(AGE_MESSAGE);
      throw new Error(AGE_MESSAGE);
    }
    try {
      const { message } = await register({ ...form.values, confirmAdult: true });
      navigate(paths.login, { state: { notice: message } });
    } catch (err) {
      // A verification older than 30 minutes no longer counts: offer Verify again.
      if (err instanceof ApiError && err.code === 'email_not_verified') setVerified(false);
      throw err;
    }
  });

  return (
    <AuthCard
      title="Create your account"
      intro="Verify your email with a one-time code, then choose a user name and password."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className={textLink}>
            Login
          </Link>
        </>
      }
    >
      <form {...form.formProps} onSubmit={submit} className="flex flex-col gap-4">
        <Notice tone="error">{form.serverError}</Notice>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" {...form.field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...form.field('lastName')} />
        </div>
        <EmailVerification
          email={form.values.email}
          onEmailChange={(email) => form.set('email', email)}
          verified={verified}
          onVerified={setVerified}
          formMessage={form.errors.email}
        />
        <TextField
          label="User name"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.field('userName')}
        />
        <NewPasswordFields
          labels={['Password', 'Confirm password']}
          password={form.field('password')}
          confirmPassword={form.field('confirmPassword')}
        />
        <Checkbox
          label="I am 18 or older"
          checked={adult}
          onChange={(e) => {
            setAdult(e.target.checked);
            setAdultError('');
          }}
          aria-invalid={adultError ? true : undefined}
          hint={adultError || undefined}
        />
        <ShortNotice
          takes="your name, email and user name"
          purpose="to run your account and your orders"
          version={NOTICE_VERSIONS.signUp}
        />
        <SubmitBlock form={form} label="Sign Up" busyLabel="Creating your account…" />
      </form>
    </AuthCard>
  );
}
