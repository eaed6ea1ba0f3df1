/**
 * /users/mobile-login (docs/product.md section 19): step 1 asks for the mobile number, step 2 for
 * the SMS code; a known number is then signed in, a new one gives its name (step 3) and its
 * account is made. Afterwards it goes where the login page would.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { CurrentUser } from '#shared/accounts';
import { OTP_LENGTH } from '#shared/constants';
import { mobileCodeRequestSchema, mobileCodeSchema, mobileRegisterSchema } from '#shared/mobile-accounts';
import { paths, safeReturnPath } from '#shared/paths';
import { SubmitBlock } from '#web/components/form/SubmitBlock';
import { useZodForm } from '#web/components/form/use-zod-form';
import { AuthCard } from '#web/components/ui/AuthCard';
import { textLink } from '#web/components/ui/Button';
import { TextField } from '#web/components/ui/Field';
import { Notice } from '#web/components/ui/Notice';
import { PageSpinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import type { CartPageState } from '../cart/CartPage';
import { mergeBrowserCartIntoAccount } from '../cart/cart-api';
import { errorText, registerWithMobile, requestMobileCode, signInWithMobile } from './accounts-api';
import type { LoginState } from './login-state';
import { currentUserKey, useCurrentUser } from './use-current-user';

export function Component() {
  usePageTitle('Sign in with your mobile number');
  const { data: user, isPending } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { returnTo } = (useLocation().state as LoginState | null) ?? {};
  const signingIn = useRef(false);
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [info, setInfo] = useState('');
  const numberForm = useZodForm(mobileCodeRequestSchema, { initial: { mobile: '' }, messageOf: errorText });
  const codeForm = useZodForm(mobileCodeSchema.pick({ code: true }), {
    initial: { code: '' },
    messageOf: errorText,
  });
  const nameForm = useZodForm(mobileRegisterSchema.pick({ firstName: true, lastName: true }), {
    initial: { firstName: '', lastName: '' },
    messageOf: errorText,
  });
  const mobile = numberForm.values.mobile;

  if (isPending) return <PageSpinner />;
  if (user && !signingIn.current) return <Navigate to={paths.products} replace />;

  async function finish(profile: CurrentUser) {
    signingIn.current = true;
    const cartNotes = await mergeBrowserCartIntoAccount(queryClient);
    queryClient.setQueryData(currentUserKey, profile);
    if (cartNotes.length > 0) {
      const state: CartPageState = { cartNotes };
      navigate(paths.cart, { replace: true, state });
    } else navigate(safeReturnPath(returnTo) ?? paths.home, { replace: true });
  }

  const sendCode = numberForm.submit(async (request) => {
    const { message } = await requestMobileCode(request);
    setInfo(message);
    setStep(2);
  });
  const checkCode = codeForm.submit(async ({ code }) => {
    const answer = await signInWithMobile({ mobile, code });
    if (answer.signedIn && answer.user) return finish(answer.user);
    setInfo(answer.message);
    setStep(3);
  });
  const register = nameForm.submit(async (names) => finish(await registerWithMobile({ mobile, ...names })));

  const intros = {
    1: 'Enter your mobile number and we will send you a 6-digit code by SMS.',
    2: `Enter the code we sent to ${mobile}.`,
    3: 'Your number is verified. Tell us your name to finish signing up.',
  };

  return (
    <AuthCard
      title="Sign in with your mobile number"
      intro={intros[step]}
      footer={
        <Link to={paths.login} state={{ returnTo }} className={textLink}>
          Log in with your email or user name instead
        </Link>
      }
    >
      {step === 1 && (
        <form {...numberForm.formProps} onSubmit={sendCode} className="flex flex-col gap-4">
          <Notice tone="error">{numberForm.serverError}</Notice>
          <TextField
            label="Mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            {...numberForm.field('mobile')}
          />
          <SubmitBlock form={numberForm} label="Send code" busyLabel="Sending…" />
        </form>
      )}
      {step === 2 && (
        <form {...codeForm.formProps} onSubmit={checkCode} className="flex flex-col gap-4">
          <Notice tone="success">{!codeForm.serverError && info}</Notice>
          <Notice tone="error">{codeForm.serverError}</Notice>
          <TextField
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            {...codeForm.field('code')}
          />
          <SubmitBlock form={codeForm} label="Sign in" busyLabel="Checking…" />
          <button
            type="button"
            className={`${textLink} self-center text-sm`}
            onClick={() => {
              setStep(1);
              setInfo('');
              codeForm.setServerError('');
            }}
          >
            Use another number or send a new code
          </button>
        </form>
      )}
      {step === 3 && (
        <form {...nameForm.formProps} onSubmit={register} className="flex flex-col gap-4">
          <Notice tone="success">{!nameForm.serverError && info}</Notice>
          <Notice tone="error">{nameForm.serverError}</Notice>
          <TextField label="First name" autoComplete="given-name" {...nameForm.field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...nameForm.field('lastName')} />
          <SubmitBlock form={nameForm} label="Create my account" busyLabel="Creating…" />
        </form>
      )}
    </AuthCard>
  );
}
