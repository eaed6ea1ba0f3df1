/** /users/register (SPEC sections 2, 4, 5): six fields, the email verified by code; success goes to login. */
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { MESSAGES, type RegisterRequest, registerSchema } from '#shared/accounts';
import { MIN_PASSWORD_LENGTH } from '#shared/constants';
import { paths } from '#shared/paths';
import { FormSummary } from '#web/components/form/FormSummary';
import { useZodForm } from '#web/components/form/use-zod-form';
import { AuthCard } from '#web/components/ui/AuthCard';
import { Button, textLink } from '#web/components/ui/Button';
import { TextField } from '#web/components/ui/Field';
import { Notice } from '#web/components/ui/Notice';
import { PasswordField } from '#web/components/ui/PasswordField';
import { PageSpinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { errorText, register } from './accounts-api';
import { EmailVerification } from './EmailVerification';
import { useCurrentUser } from './use-current-user';

const EMPTY: RegisterRequest = {
  firstName: '',
  lastName: '',
  email: '',
  userName: '',
  password: '',
  confirmPassword: '',
};

export function Component() {
  usePageTitle('Sign Up');
  const { data: user, isPending } = useCurrentUser();
  const navigate = useNavigate();
  const [verified, setVerified] = useState(false);
  const form = useZodForm(registerSchema, {
    initial: EMPTY,
    messageOf: errorText,
    check: ({ password, confirmPassword }) => {
      // A mismatch flags both password fields (SPEC section 5), whatever else is missing.
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

  const submit = form.submit(async (values) => {
    try {
      const { message } = await register(values);
      navigate(paths.login, { state: { notice: message } });
    } catch (err) {
      const message = errorText(err);
      // A verification older than 30 minutes no longer counts: offer Verify again.
      if (message === MESSAGES.emailNotVerified) setVerified(false);
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
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          {...form.field('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <FormSummary messages={form.messages} attempt={form.attempts} />
        <Button type="submit" size="block" disabled={form.busy}>
          {form.busy ? 'Creating your account…' : 'Sign Up'}
        </Button>
      </form>
    </AuthCard>
  );
}
