/**
 * Inviting a member (BUSINESS.md section 15): email, a first name and roles, checked by the
 * server's schema; the server mails the one-time link, and the page says it was sent.
 */
import { inviteSchema, type StaffMember } from '#shared/staff';
import { SubmitBlock } from '#web/components/form/SubmitBlock';
import { useZodForm } from '#web/components/form/use-zod-form';
import { TextField } from '#web/components/ui/Field';
import { ErrorNotice } from '#web/components/ui/Notice';
import { reasonOf } from '../admin-api';
import { RoleChoices } from './RoleChoices';
import { inviteMember } from './staff-api';

const EMPTY = { email: '', firstName: '', roles: [] as string[] };

export function InviteForm({ onInvited }: { onInvited: (member: StaffMember) => void }) {
  const form = useZodForm(inviteSchema, {
    initial: EMPTY,
    messageOf: reasonOf,
    // A role's issue (roles.0) belongs to the whole group of checkboxes.
    fieldOf: (path) => String(path[0] ?? ''),
  });
  return (
    <form
      {...form.formProps}
      aria-label="Invite a staff member"
      onSubmit={form.submit(async (invite) => {
        onInvited(await inviteMember(invite));
        form.reset(EMPTY);
      })}
      className="grid gap-4 rounded-lg border border-neutral-200 bg-white p-4 sm:p-5"
    >
      <h2 className="text-lg font-bold">Invite a staff member</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Email" type="email" autoComplete="off" {...form.field('email')} />
        <TextField label="First name (optional)" autoComplete="off" {...form.field('firstName')} />
      </div>
      <RoleChoices
        legend="Roles"
        chosen={form.values.roles}
        onChange={(roles) => form.set('roles', roles)}
        error={form.errors.roles}
      />
      {form.serverError && <ErrorNotice>{form.serverError}</ErrorNotice>}
      <div className="sm:max-w-xs">
        <SubmitBlock form={form} label="Send invitation" busyLabel="Sending…" />
      </div>
    </form>
  );
}
