import { beforeEach, describe, expect, it } from "vitest";
import { POST as createAnimal } from "@/app/api/animals/route";
import { DELETE as deleteAnimal, PUT as updateAnimal } from "@/app/api/animals/[id]/route";
import { GET as allAnimals } from "@/app/api/animals/all/route";
import { GET as myAnimals } from "@/app/api/animals/my/route";
import { PUT as trainerUpdate } from "@/app/api/animals/trainer/[id]/route";
import { GET as withStudents } from "@/app/api/animals/with-students/route";
import { clubInstant, clubToday } from "@/lib/club-time";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal as seedAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

let owner: TestUser;
let ownerToken: string;

beforeEach(async () => {
  owner = await createUser({ name: "Ana Silva", role: "student" });
  ownerToken = await tokenFor(owner);
});

const body = { name: "Bolt", birth_date: "2019-04-12", observations: "Border Collie" };
const withId = (id: number) => ({ id: String(id) });

async function book(animalId: number, userId: number, startsAt: Date) {
  const slot = await createSlot({ startsAt });
  return db.booking.create({ data: { slotId: slot.id, animalId, userId } });
}

describe("a member's animals (integration)", () => {
  it("creates, lists, edits and deletes an animal of one's own", async () => {
    const created = await callRoute(createAnimal, { token: ownerToken, body });
    expect(created.status).toBe(201);
    expect(created.json.animal).toMatchObject({
      user_id: owner.id, user_name: "Ana Silva", name: "Bolt", birth_date: "2019-04-12",
      observations: "Border Collie", student_category: "student", role: "student",
    });
    const id = created.json.animal.id;

    expect((await callRoute(myAnimals, { token: ownerToken })).json.animals.map((a: { id: number }) => a.id)).toEqual([id]);

    const edited = await callRoute(updateAnimal, { method: "PUT", token: ownerToken, params: withId(id), body: { name: "Bolt II", birth_date: "2019-04-13", observations: "" } });
    expect(edited.json.animal).toMatchObject({ name: "Bolt II", birth_date: "2019-04-13", observations: null });

    const deleted = await callRoute(deleteAnimal, { method: "DELETE", token: ownerToken, params: withId(id) });
    expect(deleted.status).toBe(200);
    expect(await db.animal.findUnique({ where: { id } })).toBeNull();
  });

  it("never lets one member read, edit or delete another's animal", async () => {
    const other = await createUser({ role: "external" });
    const theirs = await seedAnimal({ userId: other.id, name: "Kira" });

    expect((await callRoute(myAnimals, { token: ownerToken })).json.animals).toEqual([]);
    const edit = await callRoute(updateAnimal, { method: "PUT", token: ownerToken, params: withId(theirs.id), body });
    expect(edit.status).toBe(404);
    expect(edit.json).toEqual({ error: "Animal não encontrado." });
    const remove = await callRoute(deleteAnimal, { method: "DELETE", token: ownerToken, params: withId(theirs.id) });
    expect(remove.status).toBe(404);
    expect(await db.animal.findUniqueOrThrow({ where: { id: theirs.id } })).toMatchObject({ name: "Kira", archivedAt: null });
  });

  it("refuses to delete an animal with a lesson still to come", async () => {
    const animal = await seedAnimal({ userId: owner.id });
    await book(animal.id, owner.id, new Date(Date.now() + 48 * 3_600_000));
    const response = await callRoute(deleteAnimal, { method: "DELETE", token: ownerToken, params: withId(animal.id) });
    expect(response.status).toBe(409);
    expect(response.json.error).toBe("Só é possível eliminar animais sem aulas marcadas. Cancele primeiro as aulas deste animal.");
    expect(await db.animal.findUniqueOrThrow({ where: { id: animal.id } })).toMatchObject({ archivedAt: null });
  });

  it("counts a lesson in progress as active", async () => {
    const animal = await seedAnimal({ userId: owner.id });
    await book(animal.id, owner.id, new Date(Date.now() - 10 * 60_000));
    const response = await callRoute(deleteAnimal, { method: "DELETE", token: ownerToken, params: withId(animal.id) });
    expect(response.status).toBe(409);
  });

  it("archives an animal with only past lessons, keeping its history", async () => {
    const animal = await seedAnimal({ userId: owner.id });
    const booking = await book(animal.id, owner.id, clubInstant("2025-01-10", "10:00"));
    const response = await callRoute(deleteAnimal, { method: "DELETE", token: ownerToken, params: withId(animal.id) });
    expect(response.status).toBe(200);
    expect((await db.animal.findUniqueOrThrow({ where: { id: animal.id } })).archivedAt).not.toBeNull();
    expect(await db.booking.findUnique({ where: { id: booking.id } })).not.toBeNull();
    expect((await callRoute(myAnimals, { token: ownerToken })).json.animals).toEqual([]);
    const again = await callRoute(deleteAnimal, { method: "DELETE", token: ownerToken, params: withId(animal.id) });
    expect(again.status).toBe(404);
  });

  it.each([
    [{ birth_date: "2019-04-12" }, "Nome e data de nascimento são obrigatórios."],
    [{ name: "  ", birth_date: "2019-04-12" }, "Nome e data de nascimento são obrigatórios."],
    [{ name: "Bolt" }, "Nome e data de nascimento são obrigatórios."],
    [{ name: "Bolt", birth_date: "" }, "Nome e data de nascimento são obrigatórios."],
    [{ name: "Bolt", birth_date: "12/04/2019" }, "Data de nascimento inválida."],
    [{ name: "Bolt", birth_date: "2019-02-30" }, "Data de nascimento inválida."],
    [{ name: "Bolt", birth_date: "2099-01-01" }, "A data de nascimento não pode ser no futuro."],
    [{ name: "Bolt", birth_date: "0000-01-01" }, "Data de nascimento inválida."],
  ])("answers 400 in Portuguese for %j and creates nothing", async (input, message) => {
    const response = await callRoute(createAnimal, { token: ownerToken, body: input });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: message });
    expect(await db.animal.count()).toBe(0);
  });

  it("accepts today's club date as a birth date", async () => {
    const response = await callRoute(createAnimal, { token: ownerToken, body: { name: "Cria", birth_date: clubToday() } });
    expect(response.status).toBe(201);
  });

  it("answers 400 for an id that is not a number", async () => {
    const response = await callRoute(updateAnimal, { method: "PUT", token: ownerToken, params: { id: "abc" }, body });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: "Erro: ID do animal não encontrado" });
  });
});

describe("the trainer's view of animals (integration)", () => {
  it("lists every member's animals with owners, sorted by owner, and edits any of them", async () => {
    const trainer = await createUser({ role: "trainer" });
    const token = await tokenFor(trainer);
    const zeca = await createUser({ name: "Zeca Alves", role: "external" });
    await seedAnimal({ userId: zeca.id, name: "Rex" });
    const bolt = await seedAnimal({ userId: owner.id, name: "Bolt" });
    const inactive = await createUser({ name: "Bruno Inativo", isActive: false });
    await seedAnimal({ userId: inactive.id, name: "Nina" });

    const listed = await callRoute(withStudents, { token });
    expect(listed.json.animals.map((a: { user_name: string; name: string }) => `${a.user_name}:${a.name}`)).toEqual([
      "Ana Silva:Bolt", "Bruno Inativo:Nina", "Zeca Alves:Rex",
    ]);
    expect(listed.json.animals[2]).toMatchObject({ student_category: "external", role: "external" });

    const bookable = await callRoute(allAnimals, { token });
    expect(bookable.json.animals.map((a: { name: string }) => a.name)).toEqual(["Bolt", "Rex"]);

    const edited = await callRoute(trainerUpdate, { method: "PUT", token, params: withId(bolt.id), body: { ...body, name: "Bolt Jr" } });
    expect(edited.json.animal).toMatchObject({ id: bolt.id, name: "Bolt Jr", user_id: owner.id });
  });

  it("keeps members out of the trainer's calls and the trainer out of members' calls", async () => {
    const trainerToken = await tokenFor(await createUser({ role: "trainer" }));
    const animal = await seedAnimal({ userId: owner.id });
    for (const response of [
      await callRoute(withStudents, { token: ownerToken }),
      await callRoute(allAnimals, { token: ownerToken }),
      await callRoute(trainerUpdate, { method: "PUT", token: ownerToken, params: withId(animal.id), body }),
      await callRoute(createAnimal, { token: trainerToken, body }),
      await callRoute(myAnimals, { token: trainerToken }),
    ]) {
      expect(response.status).toBe(403);
    }
  });

  it("gives guests no animals", async () => {
    const guestToken = await tokenFor(await createUser({ role: "guest" }));
    const create = await callRoute(createAnimal, { token: guestToken, body });
    expect(create.status).toBe(403);
    expect((await callRoute(myAnimals, { token: guestToken })).status).toBe(403);
    expect(await db.animal.count()).toBe(0);
  });
});
