import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as household } from "@/app/api/household/route";
import { POST as addDependant } from "@/app/api/household/dependants/route";
import { DELETE as removeDependant } from "@/app/api/household/dependants/[id]/route";
import { GET as slotsOfDate } from "@/app/api/availability/date/[date]/route";
import { GET as myData } from "@/app/api/auth/my-data/route";
import { GET as memberPage } from "@/app/api/auth/student/[id]/page/route";
import { PUT as setStatus } from "@/app/api/auth/student/[id]/status/route";
import { POST as erase } from "@/app/api/auth/student/[id]/erase/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// A member's household (docs/rules.md, "Households"): the dependants they add, list and remove
// from the account page; the trainer reads them on the member's page; my data holds them and
// erasing the member erases them. "Now" is Saturday 21 November 2026, 10:00.

afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

let ana: TestUser;
let anaToken: string;

beforeEach(async () => {
  process.env.ACE_FAKE_NOW = "2026-11-21T10:00:00Z";
  ana = await createUser({ name: "Ana Silva", email: "ana@teste.pt", role: "student" });
  anaToken = await tokenFor(ana);
});

const add = (token: string, body: unknown) => callRoute(addDependant, { token, body });
const remove = (token: string, id: number) => callRoute(removeDependant, { method: "DELETE", token, params: { id: String(id) } });

describe("the household (integration)", () => {
  it("adds a dependant (201), lists them by name and removes one", async () => {
    const rita = await add(anaToken, { name: " Rita ", birth_date: "2014-05-02" });
    expect([rita.status, rita.json]).toEqual([201, { dependant: { id: expect.any(Number), name: "Rita", birth_date: "2014-05-02" } }]);
    await add(anaToken, { name: "Pedro", birth_date: "2016-01-30" });
    const listed = await callRoute(household, { token: anaToken });
    expect([listed.status, listed.json.dependants.map((each: { name: string }) => each.name)]).toEqual([200, ["Pedro", "Rita"]]);

    const removed = await remove(anaToken, rita.json.dependant.id);
    expect([removed.status, removed.json]).toEqual([200, { message: "Dependente removido." }]);
    expect(await db.dependant.findMany({ select: { name: true } })).toEqual([{ name: "Pedro" }]);
  });

  it.each([
    [{ name: "", birth_date: "2014-05-02" }, "Nome e data de nascimento são obrigatórios."],
    [{ name: "Rita" }, "Nome e data de nascimento são obrigatórios."],
    [{ name: "Rita", birth_date: "02/05/2014" }, "Data de nascimento inválida."],
    [{ name: "Rita", birth_date: "2026-11-22" }, "A data de nascimento não pode ser no futuro."],
    [{ name: "Rita\nAbrir", birth_date: "2014-05-02" }, "O nome não pode conter quebras de linha, tabulações nem outros caracteres de controlo."],
    [{ name: "R".repeat(81), birth_date: "2014-05-02" }, "O nome é demasiado longo."],
  ])("refuses %j with a Portuguese 400 and adds nobody", async (body, error) => {
    const refused = await add(anaToken, body);
    expect([refused.status, refused.json.error]).toEqual([400, error]);
    expect(await db.dependant.count()).toBe(0);
  });

  it("keeps a household to ten", async () => {
    for (let i = 0; i < 10; i++) expect((await add(anaToken, { name: `Filho ${i}`, birth_date: "2015-01-01" })).status).toBe(201);
    const eleventh = await add(anaToken, { name: "Mais um", birth_date: "2015-01-01" });
    expect([eleventh.status, eleventh.json.error]).toEqual([409, "O agregado pode ter no máximo 10 dependentes."]);
    expect(await db.dependant.count()).toBe(10);
  });

  it("another member's dependant is not found (404), neither listed nor removed", async () => {
    const { json } = await add(anaToken, { name: "Rita", birth_date: "2014-05-02" });
    const ruiToken = await tokenFor(await createUser({ role: "external" }));
    expect((await callRoute(household, { token: ruiToken })).json).toEqual({ dependants: [] });
    const refused = await remove(ruiToken, json.dependant.id);
    expect([refused.status, refused.json.error]).toEqual([404, "Dependente não encontrado."]);
    expect(await db.dependant.count()).toBe(1);
  });

  it("refuses to remove a dependant with a lesson to come (409); once it has passed, removes them and the lesson stays the guardian's", async () => {
    const { json } = await add(anaToken, { name: "Rita", birth_date: "2014-05-02" });
    const bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
    const slot = await createSlot({ startsAt: clubInstant("2026-11-24", "18:00") });
    await db.booking.create({ data: { slotId: slot.id, animalId: bolt.id, userId: ana.id, dependantId: json.dependant.id } });

    const refused = await remove(anaToken, json.dependant.id);
    expect([refused.status, refused.json.error]).toEqual([409, "Não é possível remover este dependente: tem aulas marcadas. Cancele-as primeiro."]);
    expect(await db.dependant.count()).toBe(1);

    process.env.ACE_FAKE_NOW = "2026-11-24T19:00:00Z";
    // The calendar's kept read (read-cache.ts) names her until she is removed, then no longer.
    const trainerToken = await tokenFor(await createUser({ role: "trainer" }));
    const day = () => callRoute(slotsOfDate, { token: trainerToken, params: { date: "2026-11-24" } });
    expect((await day()).json.slots[0].booking.dependant).toEqual({ id: json.dependant.id, name: "Rita" });
    expect((await remove(anaToken, json.dependant.id)).status).toBe(200);
    expect(await db.booking.findFirstOrThrow({ select: { userId: true, dependantId: true } })).toEqual({ userId: ana.id, dependantId: null });
    expect((await day()).json.slots[0].booking).toMatchObject({ user_name: "Ana Silva", dependant: null });
  });

  it("the trainer sees the dependants on the member's page; my data holds them and the lessons they handled", async () => {
    const { json } = await add(anaToken, { name: "Rita", birth_date: "2014-05-02" });
    const bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
    const slot = await createSlot({ startsAt: clubInstant("2026-11-24", "18:00") });
    await db.booking.create({ data: { slotId: slot.id, animalId: bolt.id, userId: ana.id, dependantId: json.dependant.id } });

    const trainerToken = await tokenFor(await createUser({ role: "trainer" }));
    const page = await callRoute(memberPage, { token: trainerToken, params: { id: String(ana.id) } });
    expect(page.json.dependants).toEqual([{ id: json.dependant.id, name: "Rita", birth_date: "2014-05-02" }]);
    expect(page.json.upcoming_lessons[0]).toMatchObject({ animal_name: "Bolt", dependant_name: "Rita" });

    const data = await callRoute(myData, { token: anaToken });
    expect(data.json.dependants).toEqual([{ id: json.dependant.id, name: "Rita", birth_date: "2014-05-02", created_at: expect.any(String) }]);
    expect(data.json.bookings[0]).toMatchObject({ animal_name: "Bolt", dependant: { id: json.dependant.id, name: "Rita" } });
  });

  it("erasing the guardian erases their dependants; the lessons stay the account's", async () => {
    const { json } = await add(anaToken, { name: "Rita", birth_date: "2014-05-02" });
    const bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
    const slot = await createSlot({ startsAt: clubInstant("2026-11-20", "18:00") });
    await db.booking.create({ data: { slotId: slot.id, animalId: bolt.id, userId: ana.id, dependantId: json.dependant.id } });
    const other = await createUser({ role: "student" });
    await db.dependant.create({ data: { guardianId: other.id, name: "Tiago", birthDate: new Date("2015-03-03T00:00:00Z") } });

    const trainerToken = await tokenFor(await createUser({ role: "trainer" }));
    const params = { id: String(ana.id) };
    expect((await callRoute(setStatus, { method: "PUT", token: trainerToken, params, body: { is_active: false } })).status).toBe(200);
    expect((await callRoute(erase, { method: "POST", token: trainerToken, params })).status).toBe(200);
    expect(await db.dependant.findMany({ select: { name: true } })).toEqual([{ name: "Tiago" }]);
    expect(await db.booking.findFirstOrThrow({ select: { userId: true, dependantId: true } })).toEqual({ userId: ana.id, dependantId: null });
  });
});
