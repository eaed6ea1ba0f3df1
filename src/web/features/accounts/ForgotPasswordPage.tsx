/**
 * /users/forgot-password (SPEC sections 2, 4, 5, 8): step 1 asks for the email, step 2 takes the
 * code and the new password twice. Success shows a message and goes to login after 1.5 seconds.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { emailCodeRequestSchema, fieldErrors, resetPasswordFormSchema } from '#shared/accounts';
import { MIN_PASSWORD_LENGTH, OTP_LENGTH, RESET_REDIRECT_MS } from '#shared/constants';
import { paths } from '#shared/paths';
import { usePageTitle } from '#web/components/use-page-title';
import { errorText, requestResetCode, resetPassword } from './accounts-api';
import { AuthCard, primaryButton, textLink } from './form/AuthCard';
import { ErrorBanner, SuccessBanner } from './form/Notice';
import { PasswordField } from './form/PasswordField';
import { TextField } from './form/TextField';

type Step2Field = 'otp' | 'password' | 'confirmPassword';

export function Component() {
  usePageTitle('Forgot password');
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState('');
  const [emailMessage, setEmailMessage] = useState('');
  const [values, setValues] = useState({ otp: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Step2Field, string>>>({});
  const [error, setError] = useState('');
  const [info, setInfo] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.login), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    setError('');
    const parsed = emailCodeRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailMessage(parsed.error.issues[0]!.message);
      return;
    }
    setBusy(true);
    try {
      const { message } = await requestResetCode(parsed.data);
      setInfo(message);
      setStep(2);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    setError('');
    const parsed = resetPasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    try {
      const { message } = await resetPassword({
        email,
        otp: parsed.data.otp,
        password: parsed.data.password,
      });
      setDone(message);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  }

  const bind = (field: Step2Field) => ({
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [field]: event.target.value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    },
    invalid: Boolean(errors[field]),
    message: errors[field],
  });

  return (
    <AuthCard
      title="Forgot password"
      intro={
        step === 1
          ? 'Enter the email of your account and we will send you a code to choose a new password.'
          : `Step 2 of 2: enter the code sent to ${email} and your new password.`
      }
      footer={
        <Link to={paths.login} className={textLink}>
          Back to login
        </Link>
      }
    >
      {step === 1 ? (
        <form noValidate onSubmit={sendCode} className="flex flex-col gap-4">
          <ErrorBanner>{error}</ErrorBanner>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailMessage('');
            }}
            invalid={Boolean(emailMessage)}
            message={emailMessage}
          />
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? 'Sending…' : 'Send code'}
          </button>
        </form>
      ) : (
        <form noValidate onSubmit={reset} className="flex flex-col gap-4">
          {done ? <SuccessBanner>{done}</SuccessBanner> : <SuccessBanner>{!error && info}</SuccessBanner>}
          <ErrorBanner>{error}</ErrorBanner>
          <TextField
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            {...bind('otp')}
          />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            {...bind('password')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            {...bind('confirmPassword')}
          />
          <button type="submit" className={primaryButton} disabled={busy || Boolean(done)}>
            {busy ? 'Saving…' : 'Reset password'}
          </button>
          <button
            type="button"
            className={`${textLink} self-center text-sm`}
            onClick={() => {
              setStep(1);
              setError('');
              setInfo('');
            }}
          >
            Use another email or send a new code
          </button>
        </form>
      )}
    </AuthCard>
  );
}
