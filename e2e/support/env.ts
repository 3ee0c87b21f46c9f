/** What global setup left for the tests in the environment. */
export function e2eEnv(name: 'E2E_BASE_URL' | 'E2E_MAIL_DIR'): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the tests through playwright.config.ts (its global setup sets it)`);
  return value;
}
