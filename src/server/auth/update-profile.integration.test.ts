import { describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/auth/me/route";
import { GET as myData } from "@/app/api/auth/my-data/route";
import { PUT as putProfile } from "@/app/api/auth/profile/route";
import { POST as erase } from "@/app/api/auth/student/[id]/erase/route";
import { PUT as setStatus } from "@/app/api/auth/student/[id]/status/route";
import { GET as listStudents } from "@/app/api/auth/students/route";
import { GET as oneStudent } from "@/app/api/auth/student/[id]/route";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// Profiles (docs/rules.md, "Accounts"): each person edits their own name and phone; the phone is
// kept in international form, shown to the trainer, in "my data", and goes with an erasure.

const PHONE_INVALID =
  "Número de telefone inválido: indique 9 dígitos (ex.: 912 345 678) ou um número internacional começado por + e o indicativo do país.";

const saveAs = (token: string, body: unknown) => callRoute(putProfile, { method: "PUT", token, body });
const row = (id: number) => db.user.findUniqueOrThrow({ where: { id }, select: { name: true, phone: true } });

describe("a member's own profile (integration)", () => {
  it("saves the name (trimmed) and the phone in international form; me and the trainer's screens show it", async () => {
    const ana = await createUser({ name: "Ana Silva", role: "student" });
    const token = await tokenFor(ana);
    const saved = await saveAs(token, { name: "  Ana Maria Silva ", phone: "912 345 678" });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ message: "Perfil atualizado com sucesso!", user: { name: "Ana Maria Silva", phone: "+351912345678" } });
    expect(await row(ana.id)).toEqual({ name: "Ana Maria Silva", phone: "+351912345678" });
    expect((await callRoute(me, { token })).json.user).toMatchObject({ name: "Ana Maria Silva", phone: "+351912345678" });

    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const students = (await callRoute(listStudents, { token: trainer })).json.students as { id: number; phone: string | null }[];
    expect(students.find((student) => student.id === ana.id)?.phone).toBe("+351912345678");
    const one = await callRoute(oneStudent, { token: trainer, params: { id: String(ana.id) } });
    expect(one.json.student.phone).toBe("+351912345678");
  });

  it.each([
    ["+351 912 345 678", "+351912345678"],
    ["00351 212345678", "+351212345678"],
    ["+44 7911 123456", "+447911123456"],
    ["+33 6 12 34 56 78", "+33612345678"],
    ["", null],
    [null, null],
  ])("reads %j as %j", async (typed, stored) => {
    const bruno = await createUser({ role: "external" });
    await db.user.update({ where: { id: bruno.id }, data: { phone: "+351999999999" } });
    const saved = await saveAs(await tokenFor(bruno), { name: "Bruno", phone: typed });
    expect(saved.status).toBe(200);
    expect((await row(bruno.id)).phone).toBe(stored);
  });

  it("any role edits their own profile: the trainer and a guest too", async () => {
    for (const role of ["trainer", "guest"] as const) {
      const user = await createUser({ role });
      expect((await saveAs(await tokenFor(user), { name: "Outro Nome", phone: "+351 962 000 111" })).status).toBe(200);
      expect(await row(user.id)).toEqual({ name: "Outro Nome", phone: "+351962000111" });
    }
  });

  it.each([
    [{ name: "   ", phone: "912345678" }, "O nome é obrigatório."],
    [{ phone: "912345678" }, "O nome é obrigatório."],
    [{ name: "A".repeat(121) }, "O nome é demasiado longo."],
    [{ name: "Ana", phone: "12345" }, PHONE_INVALID],
    [{ name: "Ana", phone: "812 345 678" }, PHONE_INVALID],
    [{ name: "Ana", phone: "+351 91234567" }, PHONE_INVALID],
    [{ name: "Ana", phone: "91234567a" }, PHONE_INVALID],
    [{ name: "Ana", phone: "+0 123 456 789" }, PHONE_INVALID],
    [{ name: "Ana", phone: 912345678 }, PHONE_INVALID],
  ])("refuses %j in Portuguese and changes nothing", async (body, message) => {
    const carla = await createUser({ name: "Carla Dias", role: "student" });
    await db.user.update({ where: { id: carla.id }, data: { phone: "+351911111111" } });
    const refused = await saveAs(await tokenFor(carla), body);
    expect([refused.status, refused.json.error]).toEqual([400, message]);
    expect(await row(carla.id)).toEqual({ name: "Carla Dias", phone: "+351911111111" });
  });

  it("needs a session", async () => {
    expect((await callRoute(putProfile, { method: "PUT", body: { name: "Ana" } })).status).toBe(401);
  });

  it("is in the member's own data, and goes with an erasure", async () => {
    const rita = await createUser({ role: "student" });
    const token = await tokenFor(rita);
    await saveAs(token, { name: "Rita", phone: "934 567 890" });
    expect((await callRoute(myData, { token, path: "/api/auth/my-data" })).json.account).toMatchObject({ name: "Rita", phone: "+351934567890" });

    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const params = { id: String(rita.id) };
    await callRoute(setStatus, { method: "PUT", token: trainer, params, body: { is_active: false } });
    expect((await callRoute(erase, { method: "POST", token: trainer, params })).status).toBe(200);
    expect((await row(rita.id)).phone).toBeNull();
  });
});
