/**
 * /admin/two-step (BUSINESS.md section 15): the signed-in member's sign-in security. A member whose
 * roles (or the Owner's setting) require two-step sign-in and who has not set it up is sent here
 * after signing in (use-can.ts, landingAfterSignIn) until they have.
 *
 * The page is a list of sections, one per way of proving it is you; a new way (passkeys) adds its
 * section to SECTIONS, after the authenticator app, without touching the others.
 */
import type { ComponentType } from 'react';
import { indianDate } from '#shared/indian-time';
import { Notice } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { usePageTitle } from '#web/components/use-page-title';
import { useAdmin } from '../admin-api';
import { PasskeysSection } from '../passkeys/PasskeysSection';
import { lockedToTwoStep } from '../use-can';
import { AuthenticatorSection } from './AuthenticatorSection';

const SECTIONS: { key: string; Section: ComponentType }[] = [
  { key: 'authenticator', Section: AuthenticatorSection },
  { key: 'passkeys', Section: PasskeysSection },
];

export function TwoStepPage() {
  usePageTitle('Two-step sign-in');
  const { data: admin } = useAdmin();
  return (
    <section className="mx-auto grid max-w-2xl gap-6 px-4 py-8">
      <div>
        <PageHeading title="Two-step sign-in" />
        <p className="text-sm text-neutral-700">
          After your password, the back office asks for a code from an app on your phone, so a stolen password
          alone does not open your account.
        </p>
      </div>
      {admin?.twoStepDue && (
        <Notice tone="info">
          <strong>Your staff role requires two-step sign-in.</strong>{' '}
          {admin.twoStepDueBy && lockedToTwoStep(admin)
            ? 'The days to set it up have passed: the back office opens again once it is set up.'
            : `Set it up now: until you do, you are brought here each time you sign in${admin.twoStepDueBy ? `, and from ${indianDate(admin.twoStepDueBy)} only this page opens` : ''}.`}
        </Notice>
      )}
      {SECTIONS.map(({ key, Section }) => (
        <Section key={key} />
      ))}
    </section>
  );
}
