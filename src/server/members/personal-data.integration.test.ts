import { parse } from "csv-parse/sync";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/auth/me/route";
import { GET as memberPage } from "@/app/api/auth/student/[id]/page/route";
import { GET as myData } from "@/app/api/auth/my-data/route";
import { POST as logIn } from "@/app/api/auth/login/route";
import { POST as erase } from "@/app/api/auth/student/[id]/erase/route";
import { PUT as setStatus } from "@/app/api/auth/student/[id]/status/route";
import { GET as listStudents } from "@/app/api/auth/students/route";
import { GET as exportStatistics } from "@/app/api/bookings/statistics/export/route";
import { GET as monthPayments } from "@/app/api/payments/route";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createUser, type TestUser } from "../../../test/db-helpers";
import { bookLesson } from "../../../test/lessons";
import { tokenFor } from "../../../test/sessions";

// Personal data (docs/rules.md, "Personal data"): a member downloads what ACE holds about them; the trainer
// erases a deactivated member, keeping lessons and payments for the club's accounts.

let trainerToken: string;
let ana: TestUser;
beforeEach(async () => {
  trainerToken = await tokenFor(await createUser({ role: "trainer" }));
  ana = await createUser({ name: "Ana Privada", email: "ana.privada@teste.pt", role: "student", password: "segredo-ana" });
  const bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
  await db.animal.update({ where: { id: bolt.id }, data: { observations: "Tem medo de túneis" } });
  const old = await createAnimal({ userId: ana.id, name: "Velho" });
  await db.animal.update({ where: { id: old.id }, data: { archivedAt: new Date() } });
  const booking = await bookLesson(bolt, "2026-10-24", "10:00");
  await db.booking.update({ where: { id: booking.id }, data: { observations: "Chega atrasada" } });
  const paid = await db.payment.create({ data: { userId: ana.id, month: "2026-10", amount: "25", memberReportedAt: new Date(), memberReportedMethod: "mbway", memberReportedNote: "Pago pela Ana" } });
  await db.paymentProviderRequest.create({
    data: { paymentId: paid.id, method: "mbway", identifier: `ace-${paid.id}-teste`, reference: "123456789", amount: "25", phone: "912345678" },
  });
  await db.passwordReset.create({ data: { userId: ana.id, passwordHash: "x", expiresAt: new Date(Date.now() + 3600_000) } });
  // Someone else's things, which Ana must never see.
  const rui = await createUser({ name: "Rui Outro", role: "student" });
  const ruisLesson = await bookLesson(await createAnimal({ userId: rui.id, name: "Rex" }), "2026-10-25", "10:00");
  await db.payment.create({ data: { userId: rui.id, month: "2026-10", amount: "30" } });
  // Ana waits for Rui's lesson.
  await db.waitlistEntry.create({ data: { slotId: ruisLesson.slotId, userId: ana.id, animalId: bolt.id } });
});

const eraseAs = (token: string, id: number) => callRoute(erase, { method: "POST", token, params: { id: String(id) } });
const deactivate = (id: number) =>
  callRoute(setStatus, { method: "PUT", token: trainerToken, params: { id: String(id) }, body: { is_active: false } });

describe("download my data (integration)", () => {
  it("answers the caller's account, animals, bookings and payments as a JSON file, nothing else", async () => {
    const response = await callRoute(myData, { token: await tokenFor(ana), path: "/api/auth/my-data" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="ace-meus-dados.json"');
    expect(response.json.account).toMatchObject({ id: ana.id, name: "Ana Privada", email: "ana.privada@teste.pt", role: "student" });
    expect(response.json.animals.map((animal: { name: string }) => animal.name)).toEqual(["Bolt", "Velho"]);
    expect(response.json.animals[0].observations).toBe("Tem medo de túneis");
    expect(response.json.animals[1].archived_at).not.toBeNull();
    expect(response.json.bookings).toEqual([
      expect.objectContaining({ date: "2026-10-24", start_time: "10:00", end_time: "10:45", animal_name: "Bolt", observations: "Chega atrasada" }),
    ]);
    expect(response.json.payments).toEqual([expect.objectContaining({ month: "2026-10", amount: 25, status: "pending", member_reported_note: "Pago pela Ana" })]);
    expect(response.json.waitlist).toEqual([
      expect.objectContaining({ date: "2026-10-25", start_time: "10:00", animal_name: "Bolt", offered_until: null }),
    ]);
    expect(response.text).not.toMatch(/password|\$2[aby]\$|Rui|Rex|session|calendar/i);
  });

  it("is refused to the trainer and to anonymous callers", async () => {
    expect((await callRoute(myData, { token: trainerToken })).status).toBe(403);
    expect((await callRoute(myData, {})).status).toBe(401);
  });
});

describe("erasing a member's personal data (integration)", () => {
  it("refuses an active member, and changes nothing", async () => {
    const response = await eraseAs(trainerToken, ana.id);
    expect(response.status).toBe(409);
    expect(response.json).toEqual({ error: "Desative o aluno antes de apagar os dados pessoais." });
    expect(await db.user.findUniqueOrThrow({ where: { id: ana.id } })).toMatchObject({ name: "Ana Privada", erasedAt: null });
  });

  it("refuses a pending sign-up and the trainer (not found), and other callers", async () => {
    const pending = await createUser({ approved: false, isActive: false });
    expect((await eraseAs(trainerToken, pending.id)).status).toBe(404);
    const trainer = await db.user.findFirstOrThrow({ where: { role: "trainer" } });
    expect((await eraseAs(trainerToken, trainer.id)).status).toBe(404);
    expect((await eraseAs(await tokenFor(ana), ana.id)).status).toBe(403);
  });

  it("anonymises a deactivated member, keeps their lessons and payments, and locks the account for good", async () => {
    expect((await deactivate(ana.id)).status).toBe(200);
    const response = await eraseAs(trainerToken, ana.id);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ message: "Dados pessoais do aluno apagados com sucesso!" });

    const row = await db.user.findUniqueOrThrow({ where: { id: ana.id }, include: { animals: true, bookings: true, passwordReset: true } });
    expect(row).toMatchObject({ name: `Aluno apagado #${ana.id}`, email: `apagado-${ana.id}@ace.invalid`, isActive: false, passwordReset: null });
    expect(row.erasedAt).not.toBeNull();
    expect(row.animals.map((animal) => [animal.name, animal.observations])).toEqual(row.animals.map((animal) => [`Animal apagado #${animal.id}`, null]));
    expect(row.bookings.map((booking) => booking.observations)).toEqual([null]);
    expect((await db.payment.findMany({ where: { userId: ana.id }, select: { memberReportedNote: true } })).map((payment) => payment.memberReportedNote)).toEqual([null]);
    expect(await db.paymentProviderRequest.findMany({ select: { reference: true, phone: true } })).toEqual([{ reference: "123456789", phone: null }]);
    expect(await db.waitlistEntry.count({ where: { userId: ana.id } })).toBe(0); // no offer can reach the erased account

    // The club's accounts and statistics still count the lesson and the payment.
    const payments = await callRoute(monthPayments, { token: trainerToken, path: "/api/payments?month=2026-10" });
    expect(payments.json.payments.map((payment: { user_name: string; amount: number }) => [payment.user_name, payment.amount])).toEqual([
      [`Aluno apagado #${ana.id}`, 25],
      ["Rui Outro", 30],
    ]);
    const csv = await callRoute(exportStatistics, { token: trainerToken, path: "/api/bookings/statistics/export?start_date=2026-10-01&end_date=2026-10-31" });
    const rows = parse(csv.text.replace(/^\uFEFF/, ""), { delimiter: ";", relax_column_count: true });
    expect(rows.slice(2).map((line: string[]) => line[4])).toEqual([`Aluno apagado #${ana.id}`, "Rui Outro"]);

    // Never signs in again, with the old password or the old session, and is never reactivated.
    const login = await callRoute(logIn, { body: { email: "ana.privada@teste.pt", password: "segredo-ana" } });
    expect(login.status).toBe(401);
    const erasedLogin = await callRoute(logIn, { body: { email: `apagado-${ana.id}@ace.invalid`, password: "segredo-ana" } });
    expect(erasedLogin.status).toBe(401);
    expect((await callRoute(me, { token: await tokenFor(ana) })).status).toBe(401);
    const reactivate = await callRoute(setStatus, { method: "PUT", token: trainerToken, params: { id: String(ana.id) }, body: { is_active: true } });
    expect(reactivate.status).toBe(409);
    expect(reactivate.json.error).toContain("não pode ser reativada");
    expect((await db.user.findUniqueOrThrow({ where: { id: ana.id } })).isActive).toBe(false);

    // The trainer's list marks the member; a second erasure is refused.
    const list = await callRoute(listStudents, { token: trainerToken });
    expect(list.json.students.find((student: { id: number }) => student.id === ana.id).erased_at).toEqual(expect.any(String));
    expect((await eraseAs(trainerToken, ana.id)).status).toBe(409);
  });

  it("leaves no free text of the member's animals: breed, observations, and every text column of animals and of the rows hanging off them", async () => {
    await db.animal.updateMany({ where: { userId: ana.id }, data: { breed: "Border Collie" } });
    // Every text column of Ana's animals and of the rows that name them holds a secret first: a
    // text column added later is filled too, and must go with an erasure.
    const columns = await animalTextColumns();
    expect(columns.map(({ table, column }) => `${table}.${column}`)).toEqual(
      expect.arrayContaining(["animals.name", "animals.breed", "animals.observations", "bookings.observations", "bookings.trainer_note"]),
    );
    for (const { table, column, key } of columns) {
      await db.$executeRaw`
        UPDATE ${Prisma.raw(`"${table}"`)} SET ${Prisma.raw(`"${column}"`)} = 'Segredo da Ana'
        WHERE ${Prisma.raw(`"${key}"`)} IN (SELECT id FROM animals WHERE user_id = ${ana.id})`;
    }
    const secrets = async () => {
      const found: string[] = [];
      for (const table of new Set(columns.map((entry) => entry.table))) {
        const key = columns.find((entry) => entry.table === table)!.key;
        const rows = await db.$queryRaw<{ row: string }[]>`
          SELECT row_to_json(t)::text AS row FROM ${Prisma.raw(`"${table}"`)} t
          WHERE ${Prisma.raw(`t."${key}"`)} IN (SELECT id FROM animals WHERE user_id = ${ana.id})`;
        found.push(...rows.map(({ row }) => row).filter((row) => /Segredo da Ana|Border Collie|Tem medo|Chega atrasada/.test(row)));
      }
      return found;
    };
    expect(await secrets()).not.toEqual([]);

    expect((await deactivate(ana.id)).status).toBe(200);
    expect((await eraseAs(trainerToken, ana.id)).status).toBe(200);

    expect(await secrets()).toEqual([]);
    // The trainer's page of the member shows the animal by its label, with no breed or observations.
    const page = await callRoute(memberPage, { token: trainerToken, params: { id: String(ana.id) } });
    expect(page.json.animals).toEqual([
      expect.objectContaining({ name: expect.stringMatching(/^Animal apagado #\d+$/), breed: null, observations: null }),
    ]);
  });
});

type AnimalTextColumn = { table: string; column: string; key: string };

/** The text columns of animals (by id) and of every table with a foreign key to animals (by that key). */
function animalTextColumns() {
  return db.$queryRaw<AnimalTextColumn[]>`
    WITH owners AS (
      SELECT 'animals' AS "table", 'id' AS key
      UNION ALL
      SELECT child.relname, attribute.attname
      FROM pg_constraint fk
      JOIN pg_class child ON child.oid = fk.conrelid
      JOIN pg_attribute attribute ON attribute.attrelid = fk.conrelid AND attribute.attnum = fk.conkey[1]
      WHERE fk.contype = 'f' AND fk.confrelid = 'animals'::regclass
    )
    SELECT c.table_name AS "table", c.column_name AS "column", owners.key
    FROM owners JOIN information_schema.columns c ON c.table_schema = current_schema() AND c.table_name = owners."table"
    WHERE c.data_type IN ('text', 'character varying', 'character')
      -- A clock time ('HH:mm'), not something anyone wrote.
      AND (c.table_name, c.column_name) <> ('standing_lessons', 'start_time')
    ORDER BY 1, 2`;
}
