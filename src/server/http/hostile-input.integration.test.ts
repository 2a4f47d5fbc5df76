import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as requestReset } from "@/app/api/auth/request-password-reset/route";
import { GET as student } from "@/app/api/auth/student/[id]/route";
import { GET as slotsOfDate } from "@/app/api/availability/date/[date]/route";
import { GET as slotsOfWeek } from "@/app/api/availability/week/[date]/route";
import { POST as book } from "@/app/api/bookings/route";
import { DELETE as cancel } from "@/app/api/bookings/[id]/route";
import { POST as createAnimal } from "@/app/api/animals/route";
import { db } from "@/server/db";
import { openMailText } from "@/server/mail/sealed-text";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { behindProxy } from "../../../test/behind-proxy";
import { tokenFor } from "../../../test/sessions";

// Input an attacker or a broken client may send: always a clear 4xx, never a 500.

describe("hostile input (integration)", () => {
  it("refuses ids beyond the database's integer range", async () => {
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const tooBig = await callRoute(student, { token: trainer, params: { id: "3000000000" } });
    expect([tooBig.status, tooBig.json.error]).toEqual([400, "Identificador de aluno inválido."]);
    const cancelled = await callRoute(cancel, { method: "DELETE", token: trainer, params: { id: "3000000000" } });
    expect(cancelled.status).toBe(400);
    const booking = await callRoute(book, { token: trainer, body: { availability_slot_id: 3_000_000_000, animal_id: 1 } });
    expect(booking.status).toBe(400);
  });

  it("refuses ids that are not numbers, even ones JavaScript would coerce", async () => {
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    for (const id of [true, [5], "1e3", 1.5, -1]) {
      const response = await callRoute(book, { token: trainer, body: { availability_slot_id: id, animal_id: 1 } });
      expect([response.status, response.json.error]).toEqual([400, "Selecione uma aula."]);
    }
  });

  it("refuses the NUL character in any text field", async () => {
    const response = await callRoute(register, { body: { name: "a\u0000b", email: "nul@ace.pt", password: "segredo1" } });
    expect([response.status, response.json.error]).toEqual([400, "Pedido inválido: o texto contém caracteres não permitidos."]);
    const owner = await tokenFor(await createUser());
    const animal = await callRoute(createAnimal, { token: owner, body: { name: "Bo\u0000lt", birth_date: "2020-01-01" } });
    expect(animal.status).toBe(400);
    expect(await db.user.count({ where: { email: "nul@ace.pt" } })).toBe(0);
  });

  it("refuses dates outside 1900-2100 instead of failing on them", async () => {
    const token = await tokenFor(await createUser());
    for (const date of ["9999-12-31", "0000-01-01", "1899-12-31"]) {
      const day = await callRoute(slotsOfDate, { token, params: { date } });
      const week = await callRoute(slotsOfWeek, { token, params: { date } });
      expect([day.status, day.json.error, week.status]).toEqual([400, "Data inválida.", 400]);
    }
  });

  it("refuses a body larger than any call needs", async () => {
    const response = await callRoute(register, { body: { name: "x".repeat(70_000), email: "a@ace.pt", password: "segredo1" } });
    expect([response.status, response.json.error]).toEqual([413, "Pedido demasiado grande."]);
  });

  it("treats a malformed session cookie as no session", async () => {
    await createUser({ email: "aluno@ace.pt", password: "segredo1" });
    const cookie = "ace_session=%E0%A4%A";
    expect((await callRoute(me, { cookie })).status).toBe(401);
    const signIn = await callRoute(login, { cookie, body: { email: "aluno@ace.pt", password: "segredo1" } });
    expect(signIn.status).toBe(200);
  });

  it("ignores a forwarded address that is not an IP address", async () => {
    const headers = behindProxy(`10.0.0.1, ${"9".repeat(400)}`);
    const response = await callRoute(login, { headers, body: { email: "ninguem@ace.pt", password: "x" } });
    expect(response.status).toBe(401);
    const reset = await callRoute(requestReset, { headers: behindProxy("203.0.113.9"), body: { email: "ninguem@ace.pt" } });
    expect(reset.status).toBe(200);
    expect(await db.rateLimitHit.count({ where: { key: "reset:ip:203.0.113.9" } })).toBe(1);
  });

  it("lets two simultaneous logins with the emailed password both succeed", async () => {
    await createUser({ email: "aluno@ace.pt", password: "antiga1" });
    await callRoute(requestReset, { body: { email: "aluno@ace.pt" } });
    const outbox = await db.outboxEmail.findFirstOrThrow();
    const password = openMailText(outbox.text!, outbox.to).match(/^\s{4}(\S+)$/m)![1];
    const attempts = await Promise.all(
      Array.from({ length: 4 }, () => callRoute(login, { body: { email: "aluno@ace.pt", password } })),
    );
    expect(attempts.map((attempt) => attempt.status)).toEqual([200, 200, 200, 200]);
    expect((await callRoute(login, { body: { email: "aluno@ace.pt", password: "antiga1" } })).status).toBe(401);
  });
});
