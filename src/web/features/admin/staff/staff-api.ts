/** The staff page's calls (BUSINESS.md section 15), the invitation link's, and two-step set-up's. */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuditPage } from '#shared/audit';
import type { StaffMember } from '#shared/staff';
import type { enrolmentSchema, recoveryCodesSchema } from '#shared/two-step';
import { api } from '#web/lib/api';

export const staffKey = ['admin', 'staff'] as const;
export const auditKey = (query: string) => ['admin', 'audit', query] as const;

type Message = { message: string };
const call = <T>(path: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', body?: unknown) =>
  api<T>(path, { method, body, withApiKey: true });

/** The staff list; `enabled` false for a member who may not read it (the audit page's filter). */
export function useStaff(enabled = true) {
  return useQuery({
    queryKey: staffKey,
    enabled,
    queryFn: ({ signal }) => api<{ staff: StaffMember[] }>('/api/admins/staff', { withApiKey: true, signal }),
  });
}

export const inviteMember = (body: { email: string; firstName: string; roles: string[] }) =>
  call<StaffMember>('/api/admins/staff', 'POST', body);
export const changeMemberRoles = (id: number, roles: string[]) =>
  call<StaffMember>(`/api/admins/staff/${id}/roles`, 'PUT', { roles });
export const suspendMember = (id: number) => call<Message>(`/api/admins/staff/${id}/suspend`, 'POST');
export const reinstateMember = (id: number) => call<Message>(`/api/admins/staff/${id}/reinstate`, 'POST');
export const removeMember = (id: number) => call<Message>(`/api/admins/staff/${id}`, 'DELETE');

/** The invited member is not signed in: the link's token is what lets them set a password. */
export const acceptInvite = (token: string, password: string) =>
  call<Message>('/api/admins/invites/accept', 'POST', { token, password });

/** The password is asked for when two-step sign-in is already on (moving to a new phone). */
export const startTwoStep = (password?: string) =>
  call<z.infer<typeof enrolmentSchema>>('/api/admins/two-step/enrol', 'POST', password ? { password } : {});
export const confirmTwoStep = (code: string) =>
  call<z.infer<typeof recoveryCodesSchema>>('/api/admins/two-step/confirm', 'POST', { code });

/** "adminId=3&type=staff.invited&page=2", blank filters and page 1 left out. */
export function auditQuery(filter: { adminId?: number; type?: string; page: number }): string {
  const params = new URLSearchParams();
  if (filter.adminId) params.set('adminId', String(filter.adminId));
  if (filter.type) params.set('type', filter.type);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params.toString();
}

export function useAudit(query: string) {
  return useQuery({
    queryKey: auditKey(query),
    queryFn: ({ signal }) => api<AuditPage>(`/api/admins/audit?${query}`, { withApiKey: true, signal }),
    placeholderData: (previous) => previous,
  });
}
