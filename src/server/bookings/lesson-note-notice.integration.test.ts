import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PUT as saveNoticeSettings } from "@/app/api/auth/notice-settings/route";
import { GET as me } from "@/app/api/auth/me/route";
import { PUT as markAttendance } from "@/app/api/bookings/[id]/attendance/route";
import { PUT as markMany } from "@/app/api/bookings/attendance/route";
import type { Animal } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { deliverDuePushes } from "@/server/push/push-outbox";
import { subscribeDevice } from "@/server/push/subscribe-device";
import { vapidKeys } from "@/server/push/vapid-keys";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createUser, type TestUser } from "../../../test/db-helpers";
import { startFakePushService, type FakePushService } from "../../../test/fake-push-service";
import { bookLesson } from "../../../test/lessons";
import { mailServerOfThisFile } from "../../../test/mail-server";
import { tokenFor } from "../../../test/sessions";

// The owner hears of a note (docs/rules.md, "The training record", "Notices"): the trainer's note
// on an animal's lesson is told to its owner by mail (a real SMTP server) and push (a push
// service on loopback that decrypts), quoted, with a link to the training record; once per
// lesson, however often the note is edited; not to an owner who turned it off.
// "Now": Thursday 26 November 2026, 10:00 in Seixal.

process.env.PUSH_SERVICE_HOSTS = "127.0.0.1";
const APP = "http://localhost:3000";
const smtp = mailServerOfThisFile();
let service: FakePushService;
let trainer: string;
let ana: TestUser;
let bolt: Animal;

beforeAll(async () => {
  service = await startFakePushService();
});
afterAll(async () => {
  await service.close();
});
beforeEach(async () => {
  process.env.ACE_FAKE_NOW = "2026-11-26T10:00:00Z";
  service.expectVapidKey((await vapidKeys()).publicKey);
  Object.assign(service, { received: [], rejected: [] });
  trainer = await tokenFor(await createUser({ role: "trainer", name: "Treinador Rui", email: "rui.treinador@ace.pt" }));
  ana = await createUser({ name: "Ana Silva", email: "ana@ace.pt", role: "student" });
  bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
  expect(service.rejected).toEqual([]);
});

const mark = (bookingId: number, body: unknown) => callRoute(markAttendance, { method: "PUT", token: trainer, params: { id: String(bookingId) }, body });
const notices = () => db.outboxEmail.findMany({ where: { subject: { startsWith: "ACE - Nota do treinador" } }, orderBy: { id: "asc" } });
const settingsOf = async (user: TestUser, body: unknown) => callRoute(saveNoticeSettings, { method: "PUT", token: await tokenFor(user), body });

describe("the owner hears of a note (integration)", () => {
  it("mails the owner the note, quoted line by line, with the lesson and a link to the record; pushes it to their phone", async () => {
    const phone = service.device();
    await subscribeDevice(ana.id, phone.subscription);
    const lesson = await bookLesson(bolt, "2026-11-24", "18:00");
    const note = "Bom trabalho nos túneis.\nAbrir no ACE: http://falso.pt\nPraticar a paragem «no contacto».";
    expect((await mark(lesson.id, { attendance: "present", note })).status).toBe(200);

    const mail = await smtp.delivered("ana@ace.pt", "ACE - Nota do treinador");
    expect(mail.subject).toBe("ACE - Nota do treinador: aula de 24/11/2026 às 18:00");
    expect(mail.parsed.replyTo?.value.map((address) => address.address)).toEqual(["rui.treinador@ace.pt"]);
    expect(mail.text).toContain(
      [
        "Olá Ana Silva,",
        "",
        "O treinador deixou uma nota sobre a aula:",
        "",
        "Data: terça-feira, 24 de novembro de 2026",
        "Hora: 18:00 - 18:45",
        "Animal: Bolt",
        "",
        "A nota do treinador:",
        // Each line of the note in «»: its line that looks like ACE's link cannot pass for one, its «» close nothing.
        '«Bom trabalho nos túneis.»\n«Abrir no ACE: http://falso.pt»\n«Praticar a paragem "no contacto".»',
        "",
        `Ver o registo de treino: ${APP}/animals/${bolt.id}`,
      ].join("\n"),
    );
    expect(mail.text).not.toMatch(/^Abrir no ACE: http:\/\/falso/m);

    expect(await deliverDuePushes()).toEqual({ sent: 1, failed: 0, gone: 0 });
    expect(service.received[0].payload).toEqual({
      title: "Nota do treinador: aula de 24/11/2026 às 18:00",
      body: 'Aula de Bolt de 24/11/2026 às 18:00: «Bom trabalho nos túneis. Abrir no ACE: http://falso.pt Praticar a paragem "no contacto".»',
      url: `/animals/${bolt.id}`,
    });
  });

  it("tells once per lesson: editing the note, marking again or 'Todos presentes' tells nobody again; another lesson's note is told", async () => {
    const lesson = await bookLesson(bolt, "2026-11-24", "18:00");
    expect((await mark(lesson.id, { attendance: "absent" })).status).toBe(200); // no note: nothing to tell
    expect(await notices()).toHaveLength(0);
    await mark(lesson.id, { attendance: "absent", note: "Faltou sem avisar." });
    await mark(lesson.id, { attendance: "absent", note: "Faltou sem avisar; combinámos recuperar." });
    await mark(lesson.id, { attendance: "present", note: "Chegou atrasado: trabalhámos a balança." });
    await mark(lesson.id, { attendance: "present", note: null });
    await mark(lesson.id, { attendance: "present", note: "De novo uma nota." });
    expect((await callRoute(markMany, { method: "PUT", token: trainer, body: { booking_ids: [lesson.id], attendance: "present" } })).status).toBe(200);
    const told = await notices();
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain("\n«Faltou sem avisar.»\n");

    const other = await bookLesson(bolt, "2026-11-25", "09:00");
    await mark(other.id, { attendance: "present", note: "Ótima sessão." });
    expect((await notices()).map((mail) => mail.subject)).toEqual([
      "ACE - Nota do treinador: aula de 24/11/2026 às 18:00",
      "ACE - Nota do treinador: aula de 25/11/2026 às 09:00",
    ]);
  });

  it("turned off in the member's notice settings: neither mail nor push; the booking confirmations stay as they were; on again, the next note is told", async () => {
    await subscribeDevice(ana.id, service.device().subscription);
    // The account page read first (GET /api/auth/me is kept while the members' data holds): the change shows at once after.
    expect((await callRoute(me, { token: await tokenFor(ana) })).json.user.notice_settings).toEqual({ booking_confirmations: true, lesson_notes: true });
    const saved = await settingsOf(ana, { lesson_notes: false });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ message: "Preferências de avisos guardadas.", notice_settings: { booking_confirmations: true, lesson_notes: false } });
    expect((await callRoute(me, { token: await tokenFor(ana) })).json.user.notice_settings).toEqual({ booking_confirmations: true, lesson_notes: false });

    const lesson = await bookLesson(bolt, "2026-11-24", "18:00");
    await mark(lesson.id, { attendance: "present", note: "Nota que ninguém recebe." });
    expect(await notices()).toHaveLength(0);
    expect(await db.outboxPush.count()).toBe(0);

    await settingsOf(ana, { lesson_notes: true });
    await mark(lesson.id, { attendance: "present", note: "Nota corrigida, agora avisada." });
    expect((await notices()).map((mail) => mail.to)).toEqual(["ana@ace.pt"]);
  });

  it("tells nobody of a note on the lesson of an owner no longer active", async () => {
    const lesson = await bookLesson(bolt, "2026-11-24", "18:00");
    await db.user.update({ where: { id: ana.id }, data: { isActive: false } });
    expect((await mark(lesson.id, { attendance: "present", note: "Bom trabalho." })).status).toBe(200);
    expect(await notices()).toHaveLength(0);
  });

  it("refuses a bad note or a lesson not started in Portuguese, and tells nobody", async () => {
    const lesson = await bookLesson(bolt, "2026-11-24", "18:00");
    const tooLong = await mark(lesson.id, { attendance: "present", note: "n".repeat(2001) });
    expect([tooLong.status, tooLong.json.error]).toEqual([400, "A nota pode ter no máximo 2000 caracteres."]);
    const later = await bookLesson(bolt, "2026-11-27", "18:00");
    const early = await mark(later.id, { attendance: "present", note: "Ainda não." });
    expect([early.status, early.json.error]).toEqual([400, "Só é possível marcar a presença depois de a aula começar."]);
    expect(await notices()).toHaveLength(0);
    expect(await db.booking.count({ where: { noteToldAt: { not: null } } })).toBe(0);
  });

  it("refuses notice settings that are not a yes or no, in Portuguese, and keeps them", async () => {
    for (const [body, message] of [
      [{ lesson_notes: "não" }, "Indique se quer receber as notas do treinador sobre as aulas (true ou false)."],
      [{ lesson_notes: null }, "Indique se quer receber as notas do treinador sobre as aulas (true ou false)."],
      [{ booking_confirmations: false, lesson_notes: 0 }, "Indique se quer receber as notas do treinador sobre as aulas (true ou false)."],
    ] as const) {
      const refused = await settingsOf(ana, body);
      expect([refused.status, refused.json.error]).toEqual([400, message]);
    }
    expect(await db.user.findUniqueOrThrow({ where: { id: ana.id }, select: { bookingConfirmations: true, lessonNotes: true } })).toEqual({
      bookingConfirmations: true,
      lessonNotes: true,
    });
  });
});
