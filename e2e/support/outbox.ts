import pg from "pg";
import { e2eEnv } from "./accounts";

// The outbox as the worker leaves a mail it gave up on after 3 days of retries (failed_at set,
// no body): written straight to the journeys' database, since no journey waits three days.

async function query(sql: string, values: unknown[]): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: e2eEnv("databaseUrl") });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

/** A mail written at `createdAt` and given up on just now (the newest failed); answers its id. */
export async function addFailedMail(mail: { to: string; subject: string; createdAt: Date }): Promise<number> {
  const { rows } = await query(
    `INSERT INTO outbox_emails ("to", subject, attempts, last_error, created_at, next_attempt_at, failed_at)
     VALUES ($1, $2, 40, 'connect ECONNREFUSED', $3, now(), now())
     RETURNING id`,
    [mail.to, mail.subject, mail.createdAt],
  );
  return (rows[0] as { id: number }).id;
}

export async function deleteMail(id: number): Promise<void> {
  await query("DELETE FROM outbox_emails WHERE id = $1", [id]);
}
