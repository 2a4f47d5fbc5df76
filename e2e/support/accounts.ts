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
  suiteDay: "E2E_SUITE_DAY",
} as const;

/**
 * The club of the journeys that change what holds for the whole club (its settings, today's
 * lessons all marked at once): a second app on a database of its own, started by the global setup
 * too. A worker of those journeys points `E2E_ENV` at it before they start (fixtures.ts, `club`).
 */
export const OWN_CLUB_ENV = {
  baseUrl: "E2E_OWN_CLUB_BASE_URL",
  databaseUrl: "E2E_OWN_CLUB_DATABASE_URL",
} as const;

/** In this worker, the journeys' app and database are the own club's (fixtures.ts, `club`). */
export function useOwnClub(): void {
  for (const name of ["baseUrl", "databaseUrl"] as const) process.env[E2E_ENV[name]] = process.env[OWN_CLUB_ENV[name]];
}

/** The Playwright project of those journeys (playwright.config.ts), whose workers use the own club. */
export const OWN_CLUB_PROJECT = "own-club";

export function e2eEnv(name: keyof typeof E2E_ENV): string {
  const value = process.env[E2E_ENV[name]];
  if (!value) throw new Error(`${E2E_ENV[name]} is not set: run the journeys with \`npx playwright test\`.`);
  return value;
}
