import { beforeEach, describe, expect, it } from "vitest";
import { POST as approveStudent } from "@/app/api/auth/approve-student/route";
import { POST as broadcast } from "@/app/api/notices/broadcast/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/settings/route";
import { db } from "@/server/db";
import { SETTING_DEFAULTS } from "@/server/settings/setting-defaults";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { mailServerOfThisFile } from "../../../test/mail-server";
import type { ReceivedMail } from "../../../test/smtp-server";
import { tokenFor } from "../../../test/sessions";

// Messages can be answered (docs/rules.md, "Mail", "Settings", "Messages to members"): every mail
// ACE sends carries a Reply-To of the club, the `club_reply_to` setting, else the trainer's email,
// read here from the header of what a real SMTP server received; a message to members ends with
// the trainer's own sign-off, not a second one of the club's.

const smtp = mailServerOfThisFile();
let trainer: string;

const SETTINGS = {
  app_name: "ACE Seixal",
  email_signature: "Com os melhores cumprimentos,\nA equipa ACE",
  contact_email: "",
  contact_phone: "",
  booking_duration_minutes: 45,
  min_booking_hours_ahead: 24,
  weather_location: "Seixal, PT",
  weather_api_key: "",
  bookings_blocked: "0",
};

beforeEach(async () => {
  // An older trainer account, no longer active: never the Reply-To.
  await createUser({ role: "trainer", name: "Antigo Treinador", email: "antigo@ace.pt", isActive: false });
  trainer = await tokenFor(await createUser({ role: "trainer", name: "Treinador Rui", email: "rui.treinador@ace.pt" }));
});

const replyToOf = (mail: ReceivedMail) => mail.parsed.replyTo?.value.map((address) => address.address);
const saveReplyTo = (club_reply_to: unknown) => callRoute(putSettings, { method: "PUT", token: trainer, body: { ...SETTINGS, club_reply_to } });
const storedReplyTo = async () => (await db.setting.findUnique({ where: { key: "club_reply_to" } }))?.value;

async function approvedMail(name: string) {
  const id = (await createUser({ name, email: `${name.toLowerCase().replace(/ /g, ".")}@ace.pt`, approved: false })).id;
  expect((await callRoute(approveStudent, { token: trainer, body: { student_id: id, approved: true, student_category: "student" } })).status).toBe(200);
  return smtp.delivered(`${name.toLowerCase().replace(/ /g, ".")}@ace.pt`, "ACE - Registo aprovado");
}

describe("every mail can be answered (integration)", () => {
  it("carries the trainer's email as Reply-To while the club has set none", async () => {
    expect((await callRoute(getSettings, { token: trainer })).json.club_reply_to).toEqual({ value: "" });
    const mail = await approvedMail("Ana Silva");
    expect(replyToOf(mail)).toEqual(["rui.treinador@ace.pt"]);
    expect(mail.parsed.headers.get("reply-to")).toBeDefined();
  });

  it("carries the club's club_reply_to once the trainer sets it, and the trainer's again once it is cleared", async () => {
    const saved = await saveReplyTo("  Secretaria@Clube-ACE.pt ");
    expect(saved.status).toBe(200);
    expect(await storedReplyTo()).toBe("secretaria@clube-ace.pt");
    expect((await callRoute(getSettings, { token: trainer })).json.club_reply_to).toEqual({ value: "secretaria@clube-ace.pt" });
    expect(replyToOf(await approvedMail("Bruno Costa"))).toEqual(["secretaria@clube-ace.pt"]);

    // A client that sends only the original nine keys leaves it as it is.
    expect((await callRoute(putSettings, { method: "PUT", token: trainer, body: SETTINGS })).status).toBe(200);
    expect(await storedReplyTo()).toBe("secretaria@clube-ace.pt");

    expect((await saveReplyTo("")).status).toBe(200);
    expect(replyToOf(await approvedMail("Carla Dias"))).toEqual(["rui.treinador@ace.pt"]);
  });

  it("refuses a Reply-To that is not one address, in Portuguese, and keeps the one saved", async () => {
    expect((await saveReplyTo("geral@ace.pt")).status).toBe(200);
    for (const bad of ["não é um email", "geral@ace.pt, outro@ace.pt", "geral@ace.pt\nBcc: todos@fora.pt", "geral@", 42]) {
      const refused = await saveReplyTo(bad);
      expect([refused.status, refused.json.error]).toEqual([400, "Introduza um email válido para as respostas aos emails do clube, ou deixe o campo vazio."]);
    }
    expect(await storedReplyTo()).toBe("geral@ace.pt");
    expect(replyToOf(await approvedMail("Duarte Reis"))).toEqual(["geral@ace.pt"]);
  });

  it("a message to members: the Reply-To of the club, and one sign-off, the trainer's", async () => {
    await saveReplyTo("geral@ace.pt");
    await createUser({ name: "Eva Lopes", email: "eva@ace.pt", role: "student" });
    const message = "O campo está alagado: não há aulas amanhã.\nRespondam a este email se tiverem dúvidas.\n\nAbraço,\nRui";
    expect((await callRoute(broadcast, { token: trainer, body: { subject: "Campo fechado", message, audience: "all" } })).status).toBe(202);

    const mail = await smtp.delivered("eva@ace.pt", "ACE - Campo fechado");
    expect(replyToOf(mail)).toEqual(["geral@ace.pt"]);
    expect(mail.text.trimEnd()).toMatch(/Abraço,\nRui»$/);
    expect(mail.text).not.toContain(SETTINGS.email_signature.split("\n")[0]);

    // Every other notice still ends with the club's signature.
    const approved = await approvedMail("Filipa Rocha");
    expect(approved.text.trimEnd().endsWith(SETTINGS.email_signature)).toBe(true);
    expect(SETTING_DEFAULTS.club_reply_to).toBe("");
  });
});
