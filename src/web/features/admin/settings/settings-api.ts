/** The settings page's calls and query key (docs/product.md section 12). */
import { useQuery } from '@tanstack/react-query';
import type { AllSettings, SettingsKey, SettingsValue } from '#shared/settings/index';
import { api } from '#web/lib/api';

export const settingsKey = ['admin', 'settings'] as const;

export function useSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api<AllSettings>('/api/admins/settings', { withApiKey: true, signal }),
  });
}

export const saveSettings = <K extends SettingsKey>(key: K, value: unknown) =>
  api<SettingsValue<K>>(`/api/admins/settings/${key}`, { method: 'PUT', body: value, withApiKey: true });
