import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PUT as saveNoticeSettings } from "@/app/api/auth/notice-settings/route";
import { POST as createStanding } from "@/app/api/availability/standing/route";
import { POST as applyRoute } from "@/app/api/availability/template/apply/route";
import { PUT as putTemplate } from "@/app/api/availability/template/route";
import type { Animal } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { deliverDueEmails } from "@/server/mail/mail-outbox";
import { deliverDuePushes } from "@/server/push/push-outbox";
import { subscribeDevice } from "@/server/push/subscribe-device";
import { vapidKeys } from "@/server/push/vapid-keys";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createUser, type TestUser } from "../../../test/db-helpers";
import { startFakePushService, type FakePushService } from "../../../test/fake-push-service";
import { tokenFor } from "../../../test/sessions";
import { mailServerOfThisFile } from "../../../test/mail-server";

// One notice for many lessons (docs/rules.md, "Standing lessons"): applying the weekly template
// over 26 weeks tells each member with a standing lesson once, by mail (real SMTP) and on the
// phone, listing every lesson booked for them as their fixed weekly lesson. "Now" is Monday
// 12 October 2026, 11:00 in Seixal; the template opens Mondays 17:00-19:00 in lessons of 60 minutes.

process.env.PUSH_SERVICE_HOSTS = "127.0.0.1";
const smtp = mailServerOfThisFile();
let push: FakePushService;
let token: string;
let ana: TestUser;
let rex: Animal;
let bea: TestUser;
let bolt: Animal;

beforeAll(async () => {
  push = await startFakePushService();
});
afterAll(async () => {
  await push.close();
});
beforeEach(async () => {
  process.env.ACE_FAKE_NOW = "2026-10-12T10:00:00Z";
  push.expectVapidKey((await vapidKeys()).publicKey);
  Object.assign(push, { received: [], rejected: [] });
  token = await tokenFor(await createUser({ role: "trainer" }));
  await db.setting.create({ data: { key: "booking_duration_minutes", value: "60" } });
  const entries = [{ weekday: 1, start_time: "17:00", end_time: "19:00" }];
  expect((await callRoute(putTemplate, { method: "PUT", token, body: { entries } })).status).toBe(200);
  ana = await createUser({ name: "Ana Silva" });
  rex = await createAnimal({ userId: ana.id, name: "Rex" });
  bea = await createUser({ name: "Bea Costa", role: "external" });
  bolt = await createAnimal({ userId: bea.id, name: "Bolt" });
  await give(ana, rex, "18:00");
  await give(bea, bolt, "17:00");
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
  expect(push.rejected).toEqual([]);
});

async function give(member: TestUser, animal: Animal, start_time: string) {
  const response = await callRoute(createStanding, { token, body: { user_id: member.id, animal_id: animal.id, weekday: 1, start_time } });
  expect(response.status).toBe(201);
}
const apply = (start_date: string, end_date: string) => callRoute(applyRoute, { token, body: { start_date, end_date } });
/** Every mail the outbox sends, delivered over SMTP. */
async function deliveredMails() {
  while ((await deliverDueEmails()).sent > 0);
  return smtp.messages;
}

// The 26 Mondays from 19 October 2026 to 12 April 2027 (summer time from 28 March: 18:00 stays 18:00).
const MONTHS = [
  "- outubro de 2026: dias 19 e 26",
  "- novembro de 2026: dias 2, 9, 16, 23 e 30",
  "- dezembro de 2026: dias 7, 14, 21 e 28",
  "- janeiro de 2027: dias 4, 11, 18 e 25",
  "- fevereiro de 2027: dias 1, 8, 15 e 22",
  "- março de 2027: dias 1, 8, 15, 22 e 29",
  "- abril de 2027: dias 5 e 12",
];
const daysListed = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.startsWith("- "))
    .flatMap((line) => line.replace(/^- [^:]+: dias? /, "").split(/, | e /));

describe("applying the template tells each member once (integration)", () => {
  it("26 weeks, two members with standing lessons: exactly one mail each, listing the 26 lessons as their fixed lessons", async () => {
    const phone = push.device();
    await subscribeDevice(ana.id, phone.subscription);

    const response = await apply("2026-10-19", "2027-04-18");
    expect(response.status).toBe(200);
    expect(response.json.standing.booked).toHaveLength(52);
    expect(response.json.standing).toMatchObject({ clashes: [], told: 2 });
    expect(await db.booking.count()).toBe(52);

    const mails = await deliveredMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual([ana.email, bea.email].sort());
    const anas = mails.find((mail) => mail.to === ana.email)!;
    expect(anas.subject).toBe("ACE - 26 aulas fixas marcadas");
    expect(anas.text).toBe(
      [
        "Olá Ana Silva,",
        "",
        "O treinador marcou 26 aulas fixas para si: a aula que tem todas as semanas, no mesmo dia e à mesma hora.",
        "",
        "Rex, às segundas-feiras, 18:00 - 19:00 (26 aulas):",
        ...MONTHS,
        "",
        "Se não puder vir numa semana, cancele essa aula no calendário, para que outro aluno a possa aproveitar; as outras semanas mantêm-se.",
        "Pode deixar de receber estas confirmações na página A Minha Conta.",
        "",
        "Abrir no ACE: http://localhost:3000/calendar?view=day&date=2026-10-19",
        "",
        "Com os melhores cumprimentos,",
        "A equipa ACE",
      ].join("\n") + "\n",
    );
    const beas = mails.find((mail) => mail.to === bea.email)!;
    expect(beas.text).toContain("Bolt, às segundas-feiras, 17:00 - 18:00 (26 aulas):");
    expect(daysListed(beas.text)).toHaveLength(26);
    expect(daysListed(anas.text)).toHaveLength(26);

    // On Ana's phone, one notification too.
    expect(await deliverDuePushes()).toMatchObject({ sent: 1, failed: 0 });
    expect(push.received.map((received) => received.payload)).toEqual([
      {
        title: "26 aulas fixas marcadas",
        body: "O treinador marcou 26 aulas fixas para si, de 19/10/2026 a 12/04/2027.",
        url: "/calendar?view=day&date=2026-10-19",
      },
    ]);

    // Applying again books nothing and tells nobody.
    const again = await apply("2026-10-19", "2027-04-18");
    expect(again.json.standing).toEqual({ booked: [], clashes: [], told: 0 });
    expect(await db.outboxEmail.count()).toBe(2);
  });

  it("a single week is one lesson, named as the member's fixed lesson; a member with confirmations off is not told", async () => {
    expect((await callRoute(saveNoticeSettings, { method: "PUT", token: await tokenFor(bea), body: { booking_confirmations: false } })).status).toBe(200);
    const response = await apply("2026-10-19", "2026-10-25");
    expect(response.json.standing).toMatchObject({ clashes: [], told: 1 });
    expect(response.json.standing.booked).toHaveLength(2);

    const mails = await deliveredMails();
    expect(mails.map((mail) => mail.to)).toEqual([ana.email]);
    expect(mails[0].subject).toBe("ACE - Aula fixa marcada: 19/10/2026 às 18:00");
    expect(mails[0].text).toContain("O treinador marcou a sua aula fixa, a aula que tem todas as semanas no mesmo dia e à mesma hora:");
    expect(mails[0].text).toContain("Rex, às segundas-feiras, 18:00 - 19:00 (1 aula):\n- outubro de 2026: dia 19\n");
  });

  it("simultaneous applies: each lesson is listed once across a member's mails, none as 'Aula marcada'", async () => {
    const responses = await Promise.all([apply("2026-10-19", "2026-11-16"), apply("2026-10-19", "2026-11-16")]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect(await db.booking.count()).toBe(10);
    const anas = (await deliveredMails()).filter((mail) => mail.to === ana.email);
    expect(anas.every((mail) => mail.subject.includes("aula") && !mail.subject.includes("Aula marcada"))).toBe(true);
    expect(anas.flatMap((mail) => daysListed(mail.text)).sort()).toEqual(["16", "19", "2", "26", "9"]);
  });
});
