/**
 * What every section of the settings page shares: its schema-checked form (the same schema the
 * server uses), the save, and the success or error notice. A section only says how its values
 * read as text in the form and back.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  SETTINGS_MESSAGES,
  SETTINGS_SECTIONS,
  type SettingsKey,
  type SettingsValue,
} from '#shared/settings/index';
import { useZodForm } from '#web/components/form/use-zod-form';
import type { NoticeState } from '#web/components/ui/Notice';
import { reasonOf } from '../admin-api';
import { saveSettings, settingsKey } from './settings-api';

export interface SectionFormMapping<K extends SettingsKey, V> {
  toForm: (value: SettingsValue<K>) => V;
  toInput: (form: V) => unknown;
}

export function useSettingsSection<K extends SettingsKey, V extends object>(
  key: K,
  saved: SettingsValue<K>,
  mapping: SectionFormMapping<K, V>,
  fieldOf?: (path: readonly PropertyKey[]) => string,
) {
  const section = SETTINGS_SECTIONS[key];
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const form = useZodForm(section.schema, {
    initial: () => mapping.toForm(saved),
    toInput: mapping.toInput,
    fieldOf,
    messageOf: reasonOf,
  });
  const onSubmit = form.submit(async (value) => {
    setNotice(null);
    const stored = await saveSettings(key, value);
    queryClient.setQueryData(settingsKey, (all: Record<string, unknown> | undefined) =>
      all ? { ...all, [key]: stored } : all,
    );
    setNotice({ tone: 'success', text: SETTINGS_MESSAGES.saved(section.title) });
  });
  return { form, onSubmit, notice, clearNotice: () => setNotice(null), title: section.title };
}

/** "560001, 79" <-> ["560001", "79"]: commas, spaces or new lines separate entries. */
export const listToText = (list: readonly string[]) => list.join(', ');
export const textToList = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** Rupees as typed <-> paise; empty or unreadable text is NaN, which the schema refuses with its message. */
export const paiseToText = (paise: number | null) => (paise === null ? '' : String(paise / 100));
export const textToPaise = (text: string) => (text.trim() ? Math.round(Number(text) * 100) : Number.NaN);
