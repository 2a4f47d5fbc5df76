import pg from "pg";
import { e2eEnv } from "./accounts";

// Straight to the journeys' database: quick set-ups for journeys about something else (a member
// approved and with a first animal, without the trainer's screens), and checks of what a screen
// must not have done. The trainer's own approval is a journey of its own (e2e/members.spec.ts).

export type MemberRole = "student" | "external" | "guest";

/** One statement on the journeys' database, on a connection of its own. */
export async function query<Row extends pg.QueryResultRow>(sql: string, values: unknown[]): Promise<Row[]> {
  const client = new pg.Client({ connectionString: e2eEnv("databaseUrl") });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** What the trainer's "Aprovar" does, minus the mail: the sign-up becomes a member of that category. */
export async function approveMember(email: string, role: MemberRole): Promise<void> {
  const rows = await query(
    `UPDATE users SET approved_at = now(), role = $2::text::"Role", student_category = $2::text::"StudentCategory",
         updated_at = now()
     WHERE email = $1 AND approved_at IS NULL RETURNING id`,
    [email, role],
  );
  if (rows.length !== 1) throw new Error(`No pending sign-up for ${email}.`);
}

/** As if the trainer had approved the member on that club date: a member of long standing, billed for past months. */
export async function approvedOn(email: string, date: string): Promise<void> {
  const rows = await query("UPDATE users SET approved_at = $2::date WHERE email = $1 AND approved_at IS NOT NULL RETURNING id", [email, date]);
  if (rows.length !== 1) throw new Error(`No approved member ${email}.`);
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

/** As if the member had registered an animal ('yyyy-MM-dd' birth date); answers its id. */
export async function addAnimal(email: string, animal: { name: string; birthDate: string }): Promise<number> {
  const rows = await query<{ id: number }>(
    `INSERT INTO animals (user_id, name, birth_date, updated_at)
     SELECT id, $2, $3::date, now() FROM users WHERE email = $1 RETURNING id`,
    [email, animal.name, animal.birthDate],
  );
  if (rows.length !== 1) throw new Error(`No account for ${email}.`);
  return rows[0]!.id;
}

export async function findAnimal(id: number) {
  const [row] = await query<{ name: string; user_id: number }>("SELECT name, user_id FROM animals WHERE id = $1", [id]);
  return row ?? null;
}
