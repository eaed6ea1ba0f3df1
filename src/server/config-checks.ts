import { type Config, ConfigError } from './config';

/**
 * What production cannot start without (BUSINESS.md section 15): the key that encrypts staff
 * two-step secrets. Checked at start-up (main.ts), not on every config read, so tools and tests
 * that only read the configuration need no key.
 */
export function assertStartable(config: Config): void {
  if (config.production && !config.secretsKey) {
    throw new ConfigError(
      'SECRETS_KEY must be set in production: it encrypts the staff’s two-step sign-in secrets (at least 32 characters).',
    );
  }
}
