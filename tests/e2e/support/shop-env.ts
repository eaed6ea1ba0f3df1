/** The environment every journey's shop starts with; a journey adds its own on top. */
export const E2E_ADMIN = { userName: 'admin', email: 'admin@oversized.test', password: 'admin-password-123' };

export function e2eShopEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: E2E_ADMIN.userName,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  };
}
