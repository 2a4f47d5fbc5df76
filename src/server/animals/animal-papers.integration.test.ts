import { beforeEach, describe, expect, it } from "vitest";
import { POST as createAnimal } from "@/app/api/animals/route";
import { PUT as updateAnimal } from "@/app/api/animals/[id]/route";
import { GET as myAnimals } from "@/app/api/animals/my/route";
import { PUT as trainerUpdate } from "@/app/api/animals/trainer/[id]/route";
import { GET as withStudents } from "@/app/api/animals/with-students/route";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// An animal's papers (docs/rules.md, "Animals"): breed, agility size and the dates its
// vaccination and insurance are valid until; all optional, a past date allowed (ended).

let owner: TestUser;
let token: string;

beforeEach(async () => {
  owner = await createUser({ name: "Rita Papéis", role: "student" });
  token = await tokenFor(owner);
});

const base = { name: "Bolt", birth_date: "2019-04-12" };
const papers = { breed: "Border Collie", size_category: "M", vaccination_valid_until: "2027-03-31", insurance_valid_until: "2026-11-03" };

describe("an animal's papers (integration)", () => {
  it("keeps breed, size and both dates, a past one included, and lists them", async () => {
    const created = await callRoute(createAnimal, { token, body: { ...base, ...papers } });
    expect(created.status).toBe(201);
    expect(created.json.animal).toMatchObject(papers);

    const listed = await callRoute(myAnimals, { token });
    expect(listed.json.animals[0]).toMatchObject(papers);
    const trainerToken = await tokenFor(await createUser({ role: "trainer" }));
    expect((await callRoute(withStudents, { token: trainerToken })).json.animals[0]).toMatchObject(papers);
  });

  it("leaves every paper out when none is given", async () => {
    const created = await callRoute(createAnimal, { token, body: base });
    expect(created.json.animal).toMatchObject({ breed: null, size_category: null, vaccination_valid_until: null, insurance_valid_until: null });
  });

  it("keeps papers an edit leaves out, and clears those sent empty", async () => {
    const { json } = await callRoute(createAnimal, { token, body: { ...base, ...papers } });
    const id = String(json.animal.id);
    const untouched = await callRoute(updateAnimal, { method: "PUT", token, params: { id }, body: { ...base, name: "Bolt II" } });
    expect(untouched.json.animal).toMatchObject({ name: "Bolt II", ...papers });

    const cleared = await callRoute(updateAnimal, {
      method: "PUT", token, params: { id },
      body: { ...base, breed: "", size_category: "", vaccination_valid_until: "", insurance_valid_until: null },
    });
    expect(cleared.json.animal).toMatchObject({ breed: null, size_category: null, vaccination_valid_until: null, insurance_valid_until: null });
  });

  it("lets the trainer set any member's papers", async () => {
    const { json } = await callRoute(createAnimal, { token, body: base });
    const trainerToken = await tokenFor(await createUser({ role: "trainer" }));
    const edited = await callRoute(trainerUpdate, {
      method: "PUT", token: trainerToken, params: { id: String(json.animal.id) },
      body: { ...base, size_category: "L", vaccination_valid_until: "2026-12-24" },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.animal).toMatchObject({ size_category: "L", vaccination_valid_until: "2026-12-24" });
  });

  it.each([
    [{ vaccination_valid_until: "2026-02-30" }, "Data de validade da vacinação inválida."],
    [{ insurance_valid_until: "2027-02-29" }, "Data de validade do seguro inválida."],
    [{ insurance_valid_until: "31/12/2026" }, "Data de validade do seguro inválida."],
    [{ size_category: "XL" }, "Categoria de tamanho inválida: escolha Pequeno, Médio, Intermédio ou Grande."],
    [{ size_category: "m" }, "Categoria de tamanho inválida: escolha Pequeno, Médio, Intermédio ou Grande."],
    [{ breed: "x".repeat(61) }, "A raça é demasiado longa (máximo 60 caracteres)."],
  ])("answers 400 in Portuguese for %j and changes nothing", async (bad, message) => {
    const created = await callRoute(createAnimal, { token, body: { ...base, ...bad } });
    expect(created.status).toBe(400);
    expect(created.json).toEqual({ error: message });
    expect(await db.animal.count()).toBe(0);

    const { json } = await callRoute(createAnimal, { token, body: { ...base, ...papers } });
    const edited = await callRoute(updateAnimal, { method: "PUT", token, params: { id: String(json.animal.id) }, body: { ...base, ...papers, ...bad } });
    expect(edited.status).toBe(400);
    expect(edited.json).toEqual({ error: message });
    expect((await callRoute(myAnimals, { token })).json.animals[0]).toMatchObject(papers);
  });
});
