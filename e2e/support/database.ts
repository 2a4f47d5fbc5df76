import pg from "pg";
import { e2eEnv } from "./accounts";

// Straight to the journeys' database, for what no screen does yet (the trainer's approval of a
// sign-up comes in a later issue) and to check what a screen must not have done.

export type MemberRole = "student" | "external" | "guest";

async function query<Row extends pg.QueryResultRow>(sql: string, values: unknown[]): Promise<Row[]> {
  const client = new pg.Client({ connectionString: e2eEnv("databaseUrl") });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** What the trainer's "Aprovar" will do: the sign-up becomes a member of that category. */
export async function approveMember(email: string, role: MemberRole): Promise<void> {
  const rows = await query(
    `UPDATE users SET approved_at = now(), role = $2::text::"Role", student_category = $2::text::"StudentCategory",
         updated_at = now()
     WHERE email = $1 AND approved_at IS NULL RETURNING id`,
    [email, role],
  );
  if (rows.length !== 1) throw new Error(`No pending sign-up for ${email}.`);
}

/** As if the member had already closed this version's 'Novidades & Changelog'. */
export async function markChangelogSeen(email: string, version: string): Promise<void> {
  await query("UPDATE users SET last_changelog_seen = $2 WHERE email = $1", [email, version]);
}

export async function findAccount(email: string) {
  const [row] = await query<{ approved_at: Date | null; role: string; last_changelog_seen: string | null }>(
    "SELECT approved_at, role, last_changelog_seen FROM users WHERE email = $1",
    [email],
  );
  return row ?? null;
}
