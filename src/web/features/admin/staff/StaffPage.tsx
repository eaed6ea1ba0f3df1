/**
 * /admin/staff (BUSINESS.md section 15; the Owner's 'staff.manage'): the members with their roles,
 * status and two-step sign-in; invite by email, change roles, suspend, reinstate and remove. The
 * server's refusals (the last Owner, yourself) are shown in its words.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/paths';
import type { StaffMember } from '#shared/staff';
import { Button, textLink } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import { ErrorNotice, errorText, type NoticeState, StateNotice } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Spinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { reasonOf, useAdmin } from '../admin-api';
import { useSettings } from '../settings/settings-api';
import { InviteForm } from './InviteForm';
import { type MemberActions, StaffMemberCard } from './StaffMemberCard';
import {
  changeMemberRoles,
  reinstateMember,
  removeMember,
  staffKey,
  suspendMember,
  useStaff,
} from './staff-api';

export function StaffPage() {
  usePageTitle('Staff');
  const queryClient = useQueryClient();
  const { data, error } = useStaff();
  const { data: me } = useAdmin();
  const settings = useSettings();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);

  /** Runs one change, reports it (or the server's refusal) and reloads the list; throws on refusal. */
  async function run(member: StaffMember, change: () => Promise<unknown>, done: string) {
    setBusyId(member.id);
    setNotice(null);
    try {
      await change();
      setNotice({ tone: 'success', text: done });
    } catch (err) {
      setNotice({ tone: 'error', text: `Nothing changed for ${member.email}.`, detail: reasonOf(err) });
      throw err;
    } finally {
      setBusyId(null);
      await queryClient.invalidateQueries({ queryKey: staffKey });
    }
  }
  const quietly = (promise: Promise<unknown>) => void promise.catch(() => {});

  const actions: MemberActions = {
    saveRoles: (member, roles) =>
      run(member, () => changeMemberRoles(member.id, roles), `Roles of ${member.email} saved.`),
    suspend: (member) =>
      quietly(
        run(
          member,
          () => suspendMember(member.id),
          `${member.email} is suspended; their sessions have ended.`,
        ),
      ),
    reinstate: (member) =>
      quietly(run(member, () => reinstateMember(member.id), `${member.email} is reinstated.`)),
    remove: (member) => setRemoving(member),
  };

  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <div>
        <PageHeading title="Staff" />
        <p className="text-sm text-neutral-700">
          Each member gets what their roles allow. Owners and Accounts staff must use two-step sign-in;{' '}
          <Link to={`${paths.adminSettings}#staff`} className={textLink}>
            the settings
          </Link>{' '}
          can require it of everyone.
        </p>
      </div>
      <InviteForm
        onInvited={(member) => {
          setNotice({
            tone: 'success',
            text: `Invitation sent to ${member.email}.`,
            detail: 'The link in the mail sets their password; it works once, within 72 hours.',
          });
          void queryClient.invalidateQueries({ queryKey: staffKey });
        }}
      />
      <StateNotice notice={notice} onClose={() => setNotice(null)} />
      <div>
        <h2 className="mb-3 text-lg font-bold">Members{data ? ` (${data.staff.length})` : ''}</h2>
        {error ? (
          <ErrorNotice>{errorText(error)}</ErrorNotice>
        ) : !data ? (
          <Spinner label="Loading the staff" />
        ) : (
          <ul className="grid gap-4">
            {data.staff.map((member) => (
              <li key={`${member.id}-${member.roles.join()}`}>
                <StaffMemberCard
                  member={member}
                  isYou={member.email === me?.email}
                  twoStepForAll={settings.data?.staff.twoStepForAll ?? false}
                  busy={busyId === member.id}
                  actions={actions}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {removing && (
        <Dialog
          title={`Remove ${removing.email}?`}
          onClose={() => setRemoving(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setRemoving(null)}>
                Keep
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  const member = removing;
                  setRemoving(null);
                  quietly(
                    run(member, () => removeMember(member.id), `${member.email} is removed from the staff.`),
                  );
                }}
              >
                Remove
              </Button>
            </>
          }
        >
          <p className="text-sm">
            Their sessions end now and they can no longer sign in. The audit log keeps what they did.
          </p>
        </Dialog>
      )}
    </section>
  );
}
