/** /users/login (SPEC section 2): user name or email and password; success goes to /. */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { loginSchema } from '#shared/accounts';
import { paths } from '#shared/paths';
import { PageSpinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { errorText, logIn } from './accounts-api';
import { AuthCard, primaryButton, textLink } from './form/AuthCard';
import { ErrorBanner, SuccessBanner } from './form/Notice';
import { PasswordField } from './form/PasswordField';
import { TextField } from './form/TextField';
import { currentUserKey, useCurrentUser } from './use-current-user';

type Field = 'userName' | 'password';

export function Component() {
  usePageTitle('Login');
  const { data: user, isPending } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const [values, setValues] = useState({ userName: '', password: '' });
  const [invalid, setInvalid] = useState<Partial<Record<Field, boolean>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // Once this page logs someone in it goes to /, not to /products as an earlier sign-in would.
  const loggingIn = useRef(false);

  if (isPending) return <PageSpinner />;
  if (user && !loggingIn.current) return <Navigate to={paths.products} replace />;

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setInvalid((i) => ({ ...i, [field]: false }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      // SPEC: an empty field gets a red border, no message, and nothing is sent.
      const flagged = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setInvalid({ userName: flagged.has('userName'), password: flagged.has('password') });
      return;
    }
    setBusy(true);
    setError('');
    try {
      const profile = await logIn(parsed.data);
      loggingIn.current = true;
      queryClient.setQueryData(currentUserKey, profile);
      navigate(paths.home, { replace: true });
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Login"
      intro="Welcome back. Log in with your user name or email."
      footer={
        <>
          New to Oversized?{' '}
          <Link to={paths.register} className={textLink}>
            Create an account
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <SuccessBanner>{!error && notice}</SuccessBanner>
        <ErrorBanner>{error}</ErrorBanner>
        <TextField
          label="User name or email"
          name="userName"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.userName}
          onChange={change('userName')}
          invalid={invalid.userName}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          invalid={invalid.password}
        />
        <div className="-mt-1 text-right text-sm">
          <Link to={paths.forgotPassword} className={textLink}>
            Forgot password?
          </Link>
        </div>
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? 'Logging in…' : 'Login'}
        </button>
      </form>
    </AuthCard>
  );
}
