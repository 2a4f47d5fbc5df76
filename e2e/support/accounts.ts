// Who exists when the journeys start, and how the e2e processes find each other.

/** The club's trainer, created by the seed from TRAINER_EMAIL / TRAINER_PASSWORD / TRAINER_NAME. */
export const TRAINER = {
  name: "Marta Treinadora",
  email: "marta.treinadora@ace-e2e.pt",
  password: "agility-e2e-2026",
  role: "trainer",
} as const;

/**
 * Set by the global setup (e2e/support/e2e-server.ts) and inherited by the test workers:
 * the app's address, its database (for quick set-ups and for checks of what a screen must not
 * have done) and the test mailbox.
 */
export const E2E_ENV = {
  baseUrl: "E2E_BASE_URL",
  databaseUrl: "E2E_DATABASE_URL",
  mailboxUrl: "E2E_MAILBOX_URL",
  eupagoUrl: "E2E_EUPAGO_URL",
} as const;

export function e2eEnv(name: keyof typeof E2E_ENV): string {
  const value = process.env[E2E_ENV[name]];
  if (!value) throw new Error(`${E2E_ENV[name]} is not set: run the journeys with \`npx playwright test\`.`);
  return value;
}
