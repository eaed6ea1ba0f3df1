/** The back office's style calls (BUSINESS.md section 11) and their query key. */
import { useQuery } from '@tanstack/react-query';
import type { Colour } from '#shared/colours';
import type { AdminStyleJson, AdminStyleSummary } from '#shared/styles';
import { api } from '#web/lib/api';

export const styleKey = (styleId: number) => ['admin', 'style', styleId] as const;
/** The list of styles; a saved style or colour refreshes it. */
export const stylesKey = ['admin', 'styles'] as const;

export function useAdminStyles() {
  return useQuery({
    queryKey: stylesKey,
    queryFn: ({ signal }) => api<AdminStyleSummary[]>('/api/admins/styles', { withApiKey: true, signal }),
  });
}

export function useAdminStyle(styleId: number) {
  return useQuery({
    queryKey: styleKey(styleId),
    queryFn: ({ signal }) =>
      api<AdminStyleJson>(`/api/admins/styles/${styleId}`, { withApiKey: true, signal }),
    retry: false,
  });
}

const send = (path: string, method: 'POST' | 'PUT', body: unknown) =>
  api<AdminStyleJson>(path, { method, body, withApiKey: true });

export const createStyle = (body: unknown) => send('/api/admins/styles', 'POST', body);
export const addColours = (styleId: number, body: unknown) =>
  send(`/api/admins/styles/${styleId}/colours`, 'POST', body);
export const reorderColours = (styleId: number, itemIds: string[]) =>
  send(`/api/admins/styles/${styleId}/order`, 'PUT', { itemIds });
export const moveIntoStyle = (styleId: number, itemId: string, colour: Colour) =>
  send(`/api/admins/styles/${styleId}/members`, 'POST', { itemId, colour });
export const styleFromProduct = (name: string, itemId: string, colour: Colour) =>
  send('/api/admins/styles/from-product', 'POST', { name, itemId, colour });
