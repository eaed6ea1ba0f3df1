/**
 * One staff member on the staff page (BUSINESS.md section 15): who, their roles as checkboxes
 * saved together, whether they use two-step sign-in, and suspend, reinstate or remove. The page
 * owns what the buttons do, so one notice reports every result and every refusal.
 */
import { useState } from 'react';
import { twoStepRequiredFor } from '#shared/permissions';
import type { StaffMember } from '#shared/staff';
import { Badge } from '#web/components/ui/Badge';
import { Button } from '#web/components/ui/Button';
import { RoleChoices } from './RoleChoices';

const STATUS = {
  active: { label: 'Active', tone: 'green' },
  invited: { label: 'Invited', tone: 'yellow' },
  suspended: { label: 'Suspended', tone: 'red' },
} as const;

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

export interface MemberActions {
  saveRoles(member: StaffMember, roles: string[]): Promise<void>;
  suspend(member: StaffMember): void;
  reinstate(member: StaffMember): void;
  remove(member: StaffMember): void;
}

export function StaffMemberCard({
  member,
  isYou,
  twoStepForAll,
  busy,
  actions,
}: {
  member: StaffMember;
  /** The signed-in member: they cannot suspend or remove themselves. */
  isYou: boolean;
  twoStepForAll: boolean;
  busy: boolean;
  actions: MemberActions;
}) {
  const [roles, setRoles] = useState<string[]>(member.roles);
  const changed = !sameRoles(roles, member.roles);
  const status = STATUS[member.status];
  const required = twoStepRequiredFor(member.roles, twoStepForAll);
  const headingId = `member-${member.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-neutral-200 bg-white p-4 sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-bold [overflow-wrap:anywhere]">
            {member.firstName && <span className="block">{member.firstName}</span>} {member.email}
            {isYou && <span className="font-normal text-neutral-700"> (you)</span>}
          </h3>
          <p className="text-sm text-neutral-700">
            {member.lastLogIn
              ? `Last signed in ${new Date(member.lastLogIn).toLocaleDateString('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' })}`
              : 'Has not signed in yet'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={status.tone}>{status.label}</Badge>
          <Badge tone={member.twoStep ? 'green' : required ? 'red' : 'neutral'}>
            {member.twoStep ? 'Two-step on' : required ? 'Two-step due' : 'Two-step off'}
          </Badge>
        </div>
      </header>
      <div className="mt-4">
        <RoleChoices legend={`Roles of ${member.email}`} chosen={roles} onChange={setRoles} hints={false} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={!changed || roles.length === 0 || busy}
          onClick={() => actions.saveRoles(member, roles).catch(() => setRoles(member.roles))}
        >
          Save roles
        </Button>
        {changed && (
          <Button size="sm" variant="ghost" onClick={() => setRoles(member.roles)}>
            Undo
          </Button>
        )}
        {!isYou &&
          (member.status === 'suspended' ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => actions.reinstate(member)}>
              Reinstate
            </Button>
          ) : (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => actions.suspend(member)}>
              Suspend
            </Button>
          ))}
        {!isYou && (
          <Button size="sm" variant="danger" disabled={busy} onClick={() => actions.remove(member)}>
            Remove
          </Button>
        )}
      </div>
    </article>
  );
}
