/**
 * The staff page's requests and answers (BUSINESS.md section 15): the Owner invites, changes
 * roles, suspends and removes; an invited member sets their password from a one-time link.
 * The form and the API check with the same schemas, so each message is written once.
 */
import { z } from 'zod';
import { emailField } from './accounts';
import { MIN_PASSWORD_LENGTH } from './constants';
import { ROLES } from './permissions';

export const STAFF_MESSAGES = {
  rolesRequired: 'Choose at least one role.',
  roleUnknown: `Each role must be one of: ${ROLES.join(', ')}.`,
  emailTaken: 'Someone on the staff already uses this email.',
  notFound: 'No such staff member.',
  lastOwner: 'The shop needs at least one active Owner: make someone else an Owner first.',
  notYourself: 'You cannot suspend or remove your own account.',
  invited: 'Invitation sent.',
  inviteInvalid: 'This invitation link is not valid or has expired. Ask the shop’s owner for a new one.',
  passwordSet: 'Your password is set. You can sign in now.',
  suspended: 'Suspended; their sessions have ended.',
  reinstated: 'Reinstated.',
  removed: 'Removed from the staff.',
} as const;

/** How long an invitation link works. */
export const INVITE_TTL_HOURS = 72;

const rolesField = z
  .array(z.enum(ROLES, { error: STAFF_MESSAGES.roleUnknown }), { error: STAFF_MESSAGES.rolesRequired })
  .min(1, { error: STAFF_MESSAGES.rolesRequired })
  .max(ROLES.length)
  .transform((roles) => [...new Set(roles)]);

export const inviteSchema = z.object({
  email: emailField,
  firstName: z.string().trim().max(50, { error: 'The name can be at most 50 characters.' }).default(''),
  roles: rolesField,
});
export type InviteInput = z.input<typeof inviteSchema>;

export const rolesSchema = z.object({ roles: rolesField });

export const acceptInviteSchema = z.object({
  token: z.string().min(1, { error: STAFF_MESSAGES.inviteInvalid }).max(100),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, { error: `The password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
    .max(128, { error: 'The password can be at most 128 characters.' }),
});

export const staffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  roles: z.array(z.string()),
  status: z.enum(['invited', 'active', 'suspended']),
  twoStep: z.boolean(),
  lastLogIn: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });
