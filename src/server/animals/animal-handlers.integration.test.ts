import { beforeEach, describe, expect, it } from "vitest";
import { DELETE as deleteAnimal, PUT as updateAnimal } from "@/app/api/animals/[id]/route";
import { GET as listHandlers, POST as addHandler } from "@/app/api/animals/[id]/handlers/route";
import { DELETE as removeHandler } from "@/app/api/animals/[id]/handlers/[userId]/route";
import { GET as animalLessons } from "@/app/api/animals/[id]/lessons/route";
import { GET as myAnimals } from "@/app/api/animals/my/route";
import { GET as myData } from "@/app/api/auth/my-data/route";
import { POST as erase } from "@/app/api/auth/student/[id]/erase/route";
import { PUT as setStatus } from "@/app/api/auth/student/[id]/status/route";
import { HANDLER_LOOKUPS_PER_ACCOUNT } from "@/server/auth/auth-rate-limits";
import { bookableByWhere, mayBookWithSql } from "@/server/animals/may-book-with";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// A second handler (docs/rules.md, "Households"): the owner or the trainer adds, lists and removes
// them; every refusal says the same and changes nothing; a handler books with the animal and reads
// its record (bookings/handler-bookings.integration.test.ts), nothing more.

const REFUSED = "Não é possível adicionar este email como condutor. Tem de ser o email de outro aluno aprovado do clube que ainda não conduza este animal.";

let ana: TestUser;
let anaToken: string;
let rui: TestUser;
let ruiToken: string;
let bolt: { id: number };

beforeEach(async () => {
  ana = await createUser({ name: "Ana Silva", email: "ana@teste.pt", role: "student" });
  rui = await createUser({ name: "Rui Costa", email: "rui@teste.pt", role: "external" });
  [anaToken, ruiToken] = await Promise.all([tokenFor(ana), tokenFor(rui)]);
  bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
});

const of = (id: number) => ({ id: String(id) });
const add = (token: string, email: string, id = bolt.id) => callRoute(addHandler, { token, params: of(id), body: { email } });
const list = (token: string, id = bolt.id) => callRoute(listHandlers, { token, params: of(id) });
const remove = (token: string, userId: number, id = bolt.id) =>
  callRoute(removeHandler, { method: "DELETE", token, params: { id: String(id), userId: String(userId) } });
const handlerRows = () => db.animalHandler.findMany({ select: { animalId: true, userId: true }, orderBy: [{ animalId: "asc" }, { userId: "asc" }] });

describe("an animal's handlers (integration)", () => {
  it("the owner adds one by email, lists and removes them; the handler finds the animal among theirs", async () => {
    const added = await add(anaToken, " RUI@teste.pt ");
    expect([added.status, added.json]).toEqual([201, { handler: { user_id: rui.id, name: "Rui Costa" } }]);
    expect((await list(anaToken)).json).toEqual({ handlers: [{ user_id: rui.id, name: "Rui Costa" }] });

    const kira = await createAnimal({ userId: rui.id, name: "Kira" });
    const ruis = (await callRoute(myAnimals, { token: ruiToken })).json.animals;
    expect(ruis.map((animal: { name: string; handler: boolean; user_name: string }) => [animal.name, animal.handler, animal.user_name]))
      .toEqual([["Kira", false, "Rui Costa"], ["Bolt", true, "Ana Silva"]]);
    expect((await callRoute(myAnimals, { token: anaToken })).json.animals).toMatchObject([{ id: bolt.id, handler: false }]);
    expect(kira.id).not.toBe(bolt.id);

    const data = await callRoute(myData, { token: ruiToken, path: "/api/auth/my-data" });
    expect(data.json.animals_handled).toEqual([{ animal_id: bolt.id, animal_name: "Bolt", owner_name: "Ana Silva", since: expect.any(String) }]);
    expect(data.json.animals.map((animal: { name: string }) => animal.name)).toEqual(["Kira"]);

    const removed = await remove(anaToken, rui.id);
    expect([removed.status, removed.json]).toEqual([200, { message: "Condutor removido." }]);
    expect(await handlerRows()).toEqual([]);
    expect((await callRoute(myAnimals, { token: ruiToken })).json.animals.map((animal: { name: string }) => animal.name)).toEqual(["Kira"]);
    expect((await remove(anaToken, rui.id)).status).toBe(404);
  });

  it("the trainer adds, lists and removes any animal's handlers", async () => {
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    expect((await add(trainer, "rui@teste.pt")).status).toBe(201);
    expect((await list(trainer)).json.handlers).toEqual([{ user_id: rui.id, name: "Rui Costa" }]);
    expect((await remove(trainer, rui.id)).status).toBe(200);
    expect(await handlerRows()).toEqual([]);
  });

  it("refuses every email it cannot add with one message, and changes nothing", async () => {
    await createUser({ email: "pendente@teste.pt", approved: false });
    await createUser({ email: "inativo@teste.pt", isActive: false });
    await createUser({ email: "convidado@teste.pt", role: "guest" });
    await createUser({ email: "treinador@teste.pt", role: "trainer" });
    expect((await add(anaToken, "rui@teste.pt")).status).toBe(201);
    const before = await handlerRows();

    for (const email of ["ninguem@teste.pt", "pendente@teste.pt", "inativo@teste.pt", "convidado@teste.pt", "treinador@teste.pt", "ana@teste.pt", "rui@teste.pt"]) {
      const refused = await add(anaToken, email);
      expect([email, refused.status, refused.json]).toEqual([email, 400, { error: REFUSED }]);
    }
    expect(await handlerRows()).toEqual(before);
  });

  it("counts refusals per account: past the limit, 429, even for an email it could add", async () => {
    const carla = await createUser({ email: "carla@teste.pt" });
    expect((await add(anaToken, "rui@teste.pt")).status).toBe(201); // an addition gives its count back
    for (let attempt = 0; attempt < HANDLER_LOOKUPS_PER_ACCOUNT; attempt++) expect((await add(anaToken, `ninguem${attempt}@teste.pt`)).status).toBe(400);
    const limited = await add(anaToken, "carla@teste.pt");
    expect(limited.status).toBe(429);
    expect(limited.json.error).toBe("Demasiadas tentativas. Aguarde alguns minutos e tente novamente.");
    expect((await handlerRows()).map((row) => row.userId)).toEqual([rui.id]);
    expect(carla.id).toBeGreaterThan(0);
    // Another account keeps its own count.
    const kira = await createAnimal({ userId: rui.id, name: "Kira" });
    expect((await add(ruiToken, "carla@teste.pt", kira.id)).status).toBe(201);
  });

  it("lets a handler book with the animal and read its record, but not edit, remove it or choose its handlers (403)", async () => {
    await add(anaToken, "rui@teste.pt");
    const carla = await createUser({ email: "carla@teste.pt" });
    const body = { name: "Bolt", birth_date: "2019-04-12" };

    const refusals = [
      await callRoute(updateAnimal, { method: "PUT", token: ruiToken, params: of(bolt.id), body }),
      await callRoute(deleteAnimal, { method: "DELETE", token: ruiToken, params: of(bolt.id) }),
      await add(ruiToken, "carla@teste.pt"),
      await list(ruiToken),
      await remove(ruiToken, rui.id),
    ];
    expect(refusals.map((response) => response.status)).toEqual([403, 403, 403, 403, 403]);
    expect(refusals[0].json.error).toBe("Só o dono do animal o pode alterar, eliminar ou escolher quem o conduz.");
    expect(await db.animal.findUniqueOrThrow({ where: { id: bolt.id }, select: { name: true, archivedAt: true } })).toEqual({ name: "Bolt", archivedAt: null });
    expect((await handlerRows()).map((row) => row.userId)).toEqual([rui.id]);
    expect((await callRoute(animalLessons, { token: ruiToken, params: of(bolt.id) })).status).toBe(200);

    // Anyone else: the animal is not found, as any other member's.
    const carlaToken = await tokenFor(carla);
    const others = [
      await add(carlaToken, "carla@teste.pt"),
      await list(carlaToken),
      await remove(carlaToken, rui.id),
      await callRoute(animalLessons, { token: carlaToken, params: of(bolt.id) }),
      await callRoute(updateAnimal, { method: "PUT", token: carlaToken, params: of(bolt.id), body }),
    ];
    expect(others.map((response) => response.status)).toEqual([404, 404, 404, 404, 404]);
  });

  it("erasing a member ends what they handle and who handles their animals", async () => {
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const carla = await createUser({ email: "carla@teste.pt" });
    const kira = await createAnimal({ userId: carla.id, name: "Kira" });
    await add(anaToken, "rui@teste.pt");
    await add(anaToken, "carla@teste.pt");
    await add(await tokenFor(carla), "rui@teste.pt", kira.id);
    const params = { id: String(rui.id) };
    expect((await callRoute(setStatus, { method: "PUT", token: trainer, params, body: { is_active: false } })).status).toBe(200);
    expect((await callRoute(erase, { method: "POST", token: trainer, params })).status).toBe(200);
    expect(await handlerRows()).toEqual([{ animalId: bolt.id, userId: carla.id }]);
    params.id = String(ana.id);
    await callRoute(setStatus, { method: "PUT", token: trainer, params, body: { is_active: false } });
    expect((await callRoute(erase, { method: "POST", token: trainer, params })).status).toBe(200);
    expect(await handlerRows()).toEqual([]);
  });

  it("the rule's two forms (SQL and Prisma) give the same answers", async () => {
    await add(anaToken, "rui@teste.pt");
    const carla = await createUser();
    const kira = await createAnimal({ userId: rui.id, name: "Kira" });
    for (const user of [ana, rui, carla]) {
      const prisma = (await db.animal.findMany({ where: bookableByWhere(user.id), select: { id: true }, orderBy: { id: "asc" } })).map((row) => row.id);
      const sql = (await db.$queryRaw<{ id: number }[]>`SELECT a.id FROM animals a WHERE ${mayBookWithSql("a", user.id)} ORDER BY a.id`).map((row) => row.id);
      expect(sql).toEqual(prisma);
    }
    expect((await db.animal.findMany({ where: bookableByWhere(rui.id), select: { id: true }, orderBy: { id: "asc" } })).map((row) => row.id)).toEqual([bolt.id, kira.id]);
  });
});
