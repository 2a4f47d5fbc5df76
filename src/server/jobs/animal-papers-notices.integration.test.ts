import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PUT as updateAnimal } from "@/app/api/animals/[id]/route";
import { db } from "@/server/db";
import { sendAnimalPapersNotices } from "@/server/jobs/animal-papers-notices";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// Papers' notices (docs/rules.md, "Animals"): the owner is mailed once, 14 days before an
// animal's vaccination or insurance ends; a new date arms a new notice. "Now": Wednesday
// 25 November 2026, 10:00 in Seixal, so the notice window runs to 9 December.

const NOW = "2026-11-25T10:00:00Z";
let ana: TestUser;

beforeEach(async () => {
  process.env.ACE_FAKE_NOW = NOW;
  ana = await createUser({ name: "Ana Papéis", email: "ana.papeis@teste.pt", role: "student" });
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

const day = (date: string) => new Date(`${date}T00:00:00Z`);
const paperMails = () => db.outboxEmail.findMany({ where: { subject: { contains: " termina a " } }, orderBy: { id: "asc" } });

async function animalWithPapers(owner: { id: number }, name: string, papers: { vaccination?: string; insurance?: string }) {
  const animal = await createAnimal({ userId: owner.id, name });
  return db.animal.update({
    where: { id: animal.id },
    data: {
      vaccinationValidUntil: papers.vaccination ? day(papers.vaccination) : null,
      insuranceValidUntil: papers.insurance ? day(papers.insurance) : null,
    },
  });
}

describe("animal papers notices (integration)", () => {
  it("mails the owner once per paper ending within 14 days, even with two workers at once", async () => {
    const bolt = await animalWithPapers(ana, "Bolt", { vaccination: "2026-12-09", insurance: "2026-11-30" });
    await animalWithPapers(ana, "Kira", { vaccination: "2026-12-20", insurance: "2027-05-01" }); // more than 14 days: not yet

    const [first, second] = await Promise.all([sendAnimalPapersNotices(), sendAnimalPapersNotices()]);
    const sent = [first, second].reduce((sum, result) => sum + (result ? result.vaccination + result.insurance : 0), 0);
    expect(sent).toBe(2);

    const mails = await paperMails();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual(
      expect.arrayContaining([
        ["ana.papeis@teste.pt", "ACE - Vacinação de Bolt termina a 9 de dezembro de 2026"],
        ["ana.papeis@teste.pt", "ACE - Seguro de Bolt termina a 30 de novembro de 2026"],
      ]),
    );
    expect(mails).toHaveLength(2);
    const vaccinationMail = mails.find((mail) => mail.subject.includes("Vacinação"))!;
    expect(vaccinationMail.text).toContain("Olá Ana Papéis,");
    expect(vaccinationMail.text).toContain("A vacinação de Bolt é válida até 9 de dezembro de 2026.");
    expect(vaccinationMail.text).toContain("/animals");

    // A later run sends nothing more, today or on a later day within the window.
    expect(await sendAnimalPapersNotices()).toBeNull();
    process.env.ACE_FAKE_NOW = "2026-11-28T10:00:00Z";
    expect(await sendAnimalPapersNotices()).toBeNull();
    expect(await db.animal.findUniqueOrThrow({ where: { id: bolt.id } })).toMatchObject({
      vaccinationNoticeFor: day("2026-12-09"),
      insuranceNoticeFor: day("2026-11-30"),
    });
    expect(await paperMails()).toHaveLength(2);
  });

  it("sends nothing for a date more than 14 days away, then mails once it comes within them", async () => {
    await animalWithPapers(ana, "Kira", { vaccination: "2026-12-10" });
    expect(await sendAnimalPapersNotices()).toBeNull();
    expect(await paperMails()).toHaveLength(0);

    process.env.ACE_FAKE_NOW = "2026-11-26T08:00:00Z";
    expect(await sendAnimalPapersNotices()).toEqual({ vaccination: 1, insurance: 0 });
    expect((await paperMails()).map((mail) => mail.subject)).toEqual(["ACE - Vacinação de Kira termina a 10 de dezembro de 2026"]);
  });

  it("arms a new notice when the owner changes the date", async () => {
    const bolt = await animalWithPapers(ana, "Bolt", { insurance: "2026-12-01" });
    expect(await sendAnimalPapersNotices()).toEqual({ vaccination: 0, insurance: 1 });

    // Renewed, but only until a week later: a new date within the window gets its own notice.
    const token = await tokenFor(ana);
    const edited = await callRoute(updateAnimal, {
      method: "PUT",
      token,
      params: { id: String(bolt.id) },
      body: { name: "Bolt", birth_date: "2020-05-01", insurance_valid_until: "2026-12-08" },
    });
    expect(edited.status).toBe(200);
    expect(await sendAnimalPapersNotices()).toEqual({ vaccination: 0, insurance: 1 });
    expect(await sendAnimalPapersNotices()).toBeNull();
    expect((await paperMails()).map((mail) => mail.subject)).toEqual([
      "ACE - Seguro de Bolt termina a 1 de dezembro de 2026",
      "ACE - Seguro de Bolt termina a 8 de dezembro de 2026",
    ]);
  });

  it("tells nobody about an ended paper, an archived animal, or a deactivated or erased owner", async () => {
    await animalWithPapers(ana, "Passado", { vaccination: "2026-11-24" }); // ended yesterday: shown as ended, not mailed
    const archived = await animalWithPapers(ana, "Arquivado", { vaccination: "2026-12-01" });
    await db.animal.update({ where: { id: archived.id }, data: { archivedAt: new Date() } });
    const inactive = await createUser({ role: "student", isActive: false });
    await animalWithPapers(inactive, "Inativo", { insurance: "2026-12-01" });
    const erased = await createUser({ role: "external" });
    await db.user.update({ where: { id: erased.id }, data: { erasedAt: new Date(), isActive: false } });
    await animalWithPapers(erased, "Apagado", { insurance: "2026-12-01" });

    expect(await sendAnimalPapersNotices()).toBeNull();
    expect(await paperMails()).toHaveLength(0);
  });
});
