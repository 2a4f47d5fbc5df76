import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as myBookings } from "@/app/api/bookings/my/route";
import { GET as myPayments } from "@/app/api/payments/user/route";
import { POST as generate } from "@/app/api/payments/generate/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { emptyAllTables } from "../../test/empty-tables";
import { callRoute } from "../../test/call-route";
import { createAnimal, createSlot, createUser } from "../../test/db-helpers";
import { tokenFor } from "../../test/sessions";
import { backupDatabase, restoreDatabase, RestoreRefused } from "./backup";
import { createDatabase, databaseUrl, dropDatabase } from "./database-server";

// A backup of a populated club restores every row into an empty database, and the app then
// serves the restored club as it was.

const { serverUrl } = inject("testDatabase");
const folder = await mkdtemp(path.join(os.tmpdir(), "ace-backup-"));
const spare = `ace_restore_${process.pid}_${Date.now().toString(36)}`;
afterAll(async () => {
  await dropDatabase(serverUrl, spare).catch(() => {});
  await rm(folder, { recursive: true, force: true });
});

/** Every row of every app table, as PostgreSQL writes it, in a stable order. */
async function snapshot(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (await client.query<{ name: string }>(
      // The version of the club's data is bookkeeping: the restore's own rows set it anew.
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('_prisma_migrations', 'club_data_versions') ORDER BY 1",
    )).rows.map((row) => row.name);
    const result: Record<string, string[]> = {};
    for (const table of tables) {
      result[table] = (await client.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${table}" t`)).rows.map((r) => r.row).sort();
    }
    return result;
  } finally {
    await client.end();
  }
}

async function populatedClub() {
  const trainer = await createUser({ role: "trainer", email: "treinador@ace.pt" });
  const ana = await createUser({ name: "Ana Conceição", email: "ana@ace.pt", password: "segredo1", hasFixedMonthlyFee: true, monthlyFeeAmount: "1234.56" });
  const bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
  for (const date of ["2026-10-24", "2026-10-26", "2026-12-02"]) {
    const slot = await createSlot({ startsAt: clubInstant(date, "18:00") });
    await db.booking.create({ data: { slotId: slot.id, animalId: bolt.id, userId: ana.id, observations: "Trazer \"trela\"; ok" } });
  }
  await createSlot({ startsAt: clubInstant("2026-12-03", "09:00"), isBlocked: true });
  await callRoute(generate, { token: await tokenFor(trainer), body: { user_id: ana.id, month: "2026-12" } });
  await db.setting.create({ data: { key: "payment_iban", value: "PT50000201231234567890154" } });
  await db.jobRun.create({ data: { job: "monthly-fixed-fees", period: "2026-11", result: { created: 1, skipped: 0 } } });
  return { ana };
}

describe("backup and restore (integration)", () => {
  it("restores every row of a populated club into a new, empty database", async () => {
    await populatedClub();
    const file = path.join(folder, "club.backup.gz");
    const counts = await backupDatabase(process.env.DATABASE_URL!, file);
    expect(counts).toMatchObject({ users: 2, animals: 1, bookings: 3, availability_slots: 4, payments: 1, outbox_emails: 1, settings: 1, job_runs: 1 });

    const target = await createDatabase(serverUrl, spare);
    const restored = await restoreDatabase(target, file);
    expect(restored).toEqual(counts);
    expect(await snapshot(target)).toEqual(await snapshot(process.env.DATABASE_URL!));

    // New rows continue after the restored ids.
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    const { rows } = await client.query("INSERT INTO settings (key, value, updated_at) VALUES ('app_name', 'ACE', now()) RETURNING key");
    // On a date clear of the club's slots (a slot nine days from now met one of them some mornings).
    const slot = await client.query("INSERT INTO availability_slots (starts_at, ends_at) VALUES ('2030-01-07 10:00Z', '2030-01-07 10:45Z') RETURNING id");
    await client.end();
    expect(rows).toHaveLength(1);
    expect(slot.rows[0].id).toBe(5);
  });

  it("refuses a database that holds rows, and changes nothing", async () => {
    await populatedClub();
    const file = path.join(folder, "refused.backup.gz");
    await backupDatabase(process.env.DATABASE_URL!, file);
    const before = await snapshot(process.env.DATABASE_URL!);
    await expect(restoreDatabase(process.env.DATABASE_URL!, file)).rejects.toThrow(RestoreRefused);
    await expect(restoreDatabase(process.env.DATABASE_URL!, file)).rejects.toThrow(/not empty \(.*users.*\)/);
    expect(await snapshot(process.env.DATABASE_URL!)).toEqual(before);
  });

  it("the restored club is served by the app: the member signs in and finds their lessons and payments", async () => {
    const { ana } = await populatedClub();
    const file = path.join(folder, "served.backup.gz");
    await backupDatabase(process.env.DATABASE_URL!, file);
    await emptyAllTables(db); // the app's own database, emptied: what a new server would have
    expect(await db.user.count()).toBe(0);

    await restoreDatabase(process.env.DATABASE_URL!, file);
    const signIn = await callRoute(login, { body: { email: "ana@ace.pt", password: "segredo1" } });
    expect(signIn.status).toBe(200);
    expect(signIn.json.user).toMatchObject({ id: ana.id, name: "Ana Conceição", monthly_fee_amount: 1234.56 });
    const lessons = await callRoute(myBookings, { token: signIn.json.token });
    expect(lessons.json.bookings.map((b: { date: string }) => b.date)).toEqual(["2026-10-24", "2026-10-26", "2026-12-02"]);
    const payments = await callRoute(myPayments, { token: signIn.json.token });
    expect(payments.json.payments).toMatchObject([{ month: "2026-12", amount: 1234.56, status: "pending" }]);
    expect(payments.json.instructions.iban).toBe("PT50 0002 0123 1234 5678 9015 4");
  });

  it("rolls the whole restore back when a table does not hold the rows the backup counts", async () => {
    await populatedClub();
    const file = path.join(folder, "miscounted.backup.gz");
    await backupDatabase(process.env.DATABASE_URL!, file);
    const lines = gunzipSync(await readFile(file)).toString("utf8").split("\n");
    const header = JSON.parse(lines[0]);
    header.tables.bookings += 1; // a backup that promises a row it does not hold
    await writeFile(file, gzipSync([JSON.stringify(header), ...lines.slice(1)].join("\n")));
    await emptyAllTables(db);
    const empty = await snapshot(process.env.DATABASE_URL!);

    await expect(restoreDatabase(process.env.DATABASE_URL!, file)).rejects.toThrow("Table bookings: 3 rows restored, 4 in the backup.");
    expect(await snapshot(process.env.DATABASE_URL!)).toEqual(empty);
    expect(Object.values(empty).every((rows) => rows.length === 0)).toBe(true);
  });

  it("refuses a file that is not an ACE backup", async () => {
    const file = path.join(folder, "other.gz");
    const { createGzip } = await import("node:zlib");
    const { createWriteStream } = await import("node:fs");
    await new Promise<void>((resolve) => {
      const gzip = createGzip();
      gzip.pipe(createWriteStream(file)).on("finish", resolve);
      gzip.end('{"format":"other"}\n');
    });
    await expect(restoreDatabase(databaseUrl(serverUrl, spare), file)).rejects.toThrow(/not an ACE backup/);
  });
});
