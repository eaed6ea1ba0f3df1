/** /users/register (SPEC sections 2, 4, 5): six fields, the email verified by code; success goes to login. */
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { fieldErrors, MESSAGES, type RegisterRequest, registerSchema } from '#shared/accounts';
import { MIN_PASSWORD_LENGTH } from '#shared/constants';
import { paths } from '#shared/paths';
import { PageSpinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { ApiError } from '#web/lib/api';
import { errorText, register } from './accounts-api';
import { EmailVerification } from './EmailVerification';
import { AuthCard, primaryButton, textLink } from './form/AuthCard';
import { ErrorBanner } from './form/Notice';
import { PasswordField } from './form/PasswordField';
import { TextField } from './form/TextField';
import { useCurrentUser } from './use-current-user';

type Field = keyof RegisterRequest;
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
  const [values, setValues] = useState(EMPTY);
  const [verified, setVerified] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  if (isPending) return <PageSpinner />;
  if (user) return <Navigate to={paths.home} replace />;

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({
      ...e,
      [field]: undefined,
      ...(field.endsWith('assword') ? { password: undefined, confirmPassword: undefined } : {}),
    }));
  };
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
    invalid: Boolean(errors[field]),
    message: errors[field],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    const parsed = registerSchema.safeParse(values);
    const found: Partial<Record<Field, string>> = parsed.success ? {} : fieldErrors(parsed.error);
    // A mismatch flags both password fields (SPEC section 5), whatever else is missing.
    if (values.password && values.confirmPassword && values.password !== values.confirmPassword) {
      found.password ??= MESSAGES.passwordsDiffer;
      found.confirmPassword = MESSAGES.passwordsDiffer;
    }
    if (!found.email && !verified) found.email = MESSAGES.emailNotVerified;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { message } = await register(values);
      navigate(paths.login, { state: { notice: message } });
    } catch (err) {
      // A verification older than 30 minutes no longer counts: offer Verify again.
      if (err instanceof ApiError && err.code === 'email_not_verified') setVerified(false);
      setError(errorText(err));
      setBusy(false);
    }
  }

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
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <ErrorBanner>{error}</ErrorBanner>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" {...bind('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...bind('lastName')} />
        </div>
        <EmailVerification
          email={values.email}
          onEmailChange={(email) => set('email', email)}
          verified={verified}
          onVerified={setVerified}
          formMessage={errors.email}
        />
        <TextField
          label="User name"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...bind('userName')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          {...bind('password')}
        />
        <PasswordField label="Confirm password" autoComplete="new-password" {...bind('confirmPassword')} />
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? 'Creating your account…' : 'Sign Up'}
        </button>
      </form>
    </AuthCard>
  );
}
