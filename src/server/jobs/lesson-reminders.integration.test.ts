import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DELETE as cancel } from "@/app/api/bookings/[id]/route";
import { db } from "@/server/db";
import { deliverDueEmails } from "@/server/mail/mail-outbox";
import { sendLessonReminders } from "@/server/jobs/send-lesson-reminders";
import { readWeatherSource } from "@/server/weather/weather-source";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createUser, type TestUser } from "../../../test/db-helpers";
import { bookLesson } from "../../../test/lessons";
import { tokenFor } from "../../../test/sessions";
import { mailServerOfThisFile } from "../../../test/mail-server";
import { setSetting } from "../../../test/weather-helpers";

// Lesson reminders (docs/rules.md, "Reminders"): one mail per booking once its lesson is within
// `reminder_hours_before` hours of its start and has not started; never twice, however many
// instances run. "Now": Thursday 26 November 2026, 10:00 in Seixal (winter: UTC).

const NOW = "2026-11-26T10:00:00Z";
const smtp = mailServerOfThisFile();
let ana: TestUser;
let bolt: { id: number; userId: number };

beforeEach(async () => {
  process.env.ACE_FAKE_NOW = NOW;
  ana = await createUser({ name: "Ana Lembrete", email: "ana.lembrete@teste.pt", role: "student" });
  bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

// In the order they were written: a row updated since (sent) may come back first without it.
const reminders = () => db.outboxEmail.findMany({ where: { subject: { startsWith: "ACE - Lembrete" } }, orderBy: { id: "asc" } });

describe("lesson reminders (integration)", () => {
  it("sends one reminder per booking within the window, once, even with two workers at once", async () => {
    await bookLesson(bolt, "2026-11-27", "09:30"); // in 23.5 hours: due with the default 24
    await bookLesson(bolt, "2026-11-27", "10:30"); // in 24.5 hours: not yet

    const [first, second] = await Promise.all([sendLessonReminders(), sendLessonReminders()]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(1);
    expect(await sendLessonReminders()).toBeNull();
    expect(await deliverDueEmails()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0];
    expect(mail.to).toBe("ana.lembrete@teste.pt");
    expect(mail.subject).toBe("ACE - Lembrete: aula de sexta-feira, 27 de novembro às 09:30");
    expect(mail.text).toContain("Hora: 09:30 - 10:15");
    expect(mail.text).toContain("Animal: Bolt");
    expect(mail.text).not.toContain("Tempo previsto");

    // An hour later the second lesson is due, and only it.
    process.env.ACE_FAKE_NOW = "2026-11-26T11:00:00Z";
    expect(await sendLessonReminders()).toEqual({ sent: 1 });
    const subjects = (await reminders()).map((row) => row.subject);
    expect(subjects).toEqual([
      "ACE - Lembrete: aula de sexta-feira, 27 de novembro às 09:30",
      "ACE - Lembrete: aula de sexta-feira, 27 de novembro às 10:30",
    ]);
  });

  it("sends nothing when reminders are off (0)", async () => {
    await setSetting("reminder_hours_before", "0");
    await bookLesson(bolt, "2026-11-26", "18:00");
    expect(await sendLessonReminders()).toBeNull();
    expect(await reminders()).toHaveLength(0);
  });

  it("follows the setting's hours", async () => {
    await setSetting("reminder_hours_before", "2");
    await bookLesson(bolt, "2026-11-26", "12:30");
    await bookLesson(bolt, "2026-11-26", "11:45");
    expect(await sendLessonReminders()).toEqual({ sent: 1 });
    expect((await reminders()).map((row) => row.subject)).toEqual(["ACE - Lembrete: aula de quinta-feira, 26 de novembro às 11:45"]);
  });

  it("sends nothing for a booking cancelled before it was due", async () => {
    const booking = await bookLesson(bolt, "2026-11-28", "10:00"); // in two days
    const response = await callRoute(cancel, { method: "DELETE", token: await tokenFor(ana), params: { id: String(booking.id) } });
    expect(response.status).toBe(200);
    process.env.ACE_FAKE_NOW = "2026-11-27T12:00:00Z";
    expect(await sendLessonReminders()).toBeNull();
    expect(await reminders()).toHaveLength(0);
  });

  it("sends nothing for a lesson that has started, even if booked late", async () => {
    await bookLesson(bolt, "2026-11-26", "09:20", 30); // started 40 minutes ago
    await bookLesson(bolt, "2026-11-26", "10:00"); // starts now
    expect(await sendLessonReminders()).toBeNull();
    expect(await reminders()).toHaveLength(0);
  });

  it("includes the slot's weather when the forecast is cached, without asking OpenWeather", async () => {
    const source = await readWeatherSource();
    const hourly = [
      { date: "2026-11-27", time: "09:00", datetime: "2026-11-27T09:00:00.000Z", temp: 14.4, humidity: 80, wind_speed: 10, icon: "10d", description: "chuva fraca" },
      { date: "2026-11-27", time: "15:00", datetime: "2026-11-27T15:00:00.000Z", temp: 17, humidity: 70, wind_speed: 8, icon: "01d", description: "céu limpo" },
    ];
    await db.weatherCache.create({
      data: { location: source.cacheLocation, keyHash: source.keyHash, forecast: { hourly }, fetchedAt: new Date(NOW), attemptedAt: new Date(NOW) },
    });
    await bookLesson(bolt, "2026-11-27", "09:30");
    expect(await sendLessonReminders()).toEqual({ sent: 1 });
    const [mail] = await reminders();
    expect(mail.text).toContain("Tempo previsto: 14,4 °C, chuva fraca");
  });
});
