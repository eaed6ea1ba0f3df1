/**
 * The shop's settings, one row per section (docs/product.md section 12). A section never saved
 * reads as its defaults; a stored value is checked against its section's schema on the way in
 * and on the way out, so a section whose schema has grown reads as defaults plus what was saved.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { settings } from '#server/db/schema';
import { AppError } from '#server/errors';
import {
  type AllSettings,
  SETTINGS_KEYS,
  SETTINGS_SECTIONS,
  type SettingsKey,
  type SettingsValue,
} from '#shared/settings/index';

function fromStored<K extends SettingsKey>(key: K, stored: unknown): SettingsValue<K> {
  const section = SETTINGS_SECTIONS[key];
  const merged = { ...(section.defaults as object), ...(stored as object) };
  const parsed = section.schema.safeParse(merged);
  return (parsed.success ? parsed.data : section.defaults) as SettingsValue<K>;
}

export async function readSettings<K extends SettingsKey>(db: DbOrTx, key: K): Promise<SettingsValue<K>> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.section, key));
  return fromStored(key, row?.value ?? {});
}

export async function readAllSettings(db: DbOrTx): Promise<AllSettings> {
  const rows = await db.select({ section: settings.section, value: settings.value }).from(settings);
  const stored = new Map(rows.map((row) => [row.section, row.value]));
  return Object.fromEntries(
    SETTINGS_KEYS.map((key) => [key, fromStored(key, stored.get(key) ?? {})]),
  ) as AllSettings;
}

/**
 * Checks and saves a whole section; answers what it was and what it is now, for the audit trail.
 * The row is locked so two admins saving at once leave one whole version, never a mix.
 */
export async function writeSettings<K extends SettingsKey>(
  tx: DbOrTx,
  key: K,
  input: unknown,
  at: Date,
): Promise<{ before: SettingsValue<K>; after: SettingsValue<K> }> {
  const parsed = SETTINGS_SECTIONS[key].schema.safeParse(input);
  if (!parsed.success) throw new AppError('invalid', parsed.error.issues[0]!.message);
  const after = parsed.data as SettingsValue<K>;
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.section, key))
    .for('update');
  const before = fromStored(key, row?.value ?? {});
  await tx
    .insert(settings)
    .values({ section: key, value: after, updatedAt: at })
    .onConflictDoUpdate({ target: settings.section, set: { value: after, updatedAt: at } });
  return { before, after };
}
