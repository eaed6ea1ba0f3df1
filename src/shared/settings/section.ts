/**
 * One section of the shop's settings (docs/product.md section 12): its key, its title on the
 * admin settings page, the schema every write and read is checked against, and the defaults that
 * hold until the admin saves the section. A section's figures live here and nowhere else.
 */
import { z } from 'zod';

export interface SettingsSection<S extends z.ZodType = z.ZodType> {
  key: string;
  title: string;
  schema: S;
  defaults: z.output<S>;
}

export const defineSection = <S extends z.ZodType>(section: SettingsSection<S>) => section;

/** A whole number from `least` to `most`, every refusal in the section's own words. */
export const wholeSetting = (message: string, least: number, most: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(least, { error: message })
    .max(most, { error: message });
