import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { changelog } from "@/lib/changelog";
import { clubToday, formatClub, now } from "@/lib/club-time";
import { db } from "@/server/db";
import { passwordHashCost } from "@/server/auth/passwords";
import { SETTING_KEYS } from "@/server/settings/setting-defaults";
import { createUser } from "../test/db-helpers";
import { DEMO_PASSWORD } from "./demo-data";
import { demoLoginLines, seed } from "./seed";

// The seed runs on every start: it must add what is missing and never duplicate or overwrite.

const counts = async () => ({
  users: await db.user.count(),
  settings: await db.setting.count(),
  animals: await db.animal.count(),
  slots: await db.availabilitySlot.count(),
  bookings: await db.booking.count(),
  payments: await db.payment.count(),
});

/** The seed's printed lines, kept by the test (the first trainer's password among them). */
function printed() {
  const lines: string[] = [];
  return { lines, log: (line: string) => void lines.push(line) };
}
const quiet = { log: () => {} };

describe("seed (integration)", () => {
  it("adds the settings and the first trainer once, with a random password printed once; a second run adds nothing", async () => {
    const first = printed();
    const result = await seed(db, { env: {}, log: first.log });
    expect(result).toEqual({ settingsAdded: SETTING_KEYS.length, trainerCreated: true, demoCreated: false, trainerPassword: expect.any(String) });
    expect(first.lines).toHaveLength(1);
    const password = /treinador@ace\.pt was created with the password (\S+) /.exec(first.lines[0])?.[1];
    expect(password).toBe(result.trainerPassword);
    expect(password).not.toBe("treinador123");
    expect(password!.length).toBeGreaterThanOrEqual(14);

    const trainer = await db.user.findUniqueOrThrow({ where: { email: "treinador@ace.pt" } });
    expect(trainer).toMatchObject({ name: "Treinador ACE", role: "trainer", studentCategory: null, isActive: true });
    expect(trainer.approvedAt).toBeInstanceOf(Date);
    // A new club's trainer starts with no old news to read.
    expect(trainer.lastChangelogSeen).toBe(changelog[0]!.version);
    expect(await bcrypt.compare(password!, trainer.passwordHash)).toBe(true);
    expect(await bcrypt.compare("treinador123", trainer.passwordHash)).toBe(false);
    expect(bcrypt.getRounds(trainer.passwordHash)).toBe(passwordHashCost());

    const second = printed();
    expect(await seed(db, { env: {}, log: second.log })).toEqual({ settingsAdded: 0, trainerCreated: false, demoCreated: false, trainerPassword: null });
    expect(second.lines).toEqual([]);
    expect(await counts()).toMatchObject({ users: 1, settings: SETTING_KEYS.length });
    expect((await db.user.findUniqueOrThrow({ where: { email: "treinador@ace.pt" } })).passwordHash).toBe(trainer.passwordHash);
  });

  it("makes another password for each club: none is built in", async () => {
    const { trainerPassword } = await seed(db, { env: {}, ...quiet });
    await db.user.deleteMany();
    const again = await seed(db, { env: {}, ...quiet });
    expect(again.trainerPassword).not.toBe(trainerPassword);
  });

  it("lists the demo's logins with the trainer's password only on the start that made it", () => {
    expect(demoLoginLines("Kp7xQ2mZr9TaWb", {})[0]).toMatch(/^ +treinador +treinador@ace\.pt \/ Kp7xQ2mZr9TaWb /);
    expect(demoLoginLines(null, {})[0]).toMatch(/treinador@ace\.pt \/ \(printed on the first start; .*\.data\/mail\/\)$/);
    expect(demoLoginLines(null, { TRAINER_EMAIL: "Chefe@Clube.pt", TRAINER_PASSWORD: "segredo99" })[0]).toMatch(/chefe@clube\.pt \/ \(TRAINER_PASSWORD\)$/);
    expect(demoLoginLines(null, {}).join("\n")).not.toMatch(/treinador123/);
    expect(demoLoginLines(null, {}).slice(1).every((line) => line.endsWith(`/ ${DEMO_PASSWORD}`))).toBe(true);
  });

  it("never overwrites a setting the club has changed", async () => {
    await db.setting.create({ data: { key: "app_name", value: "Clube do Seixal" } });
    expect((await seed(db, { env: {}, ...quiet })).settingsAdded).toBe(SETTING_KEYS.length - 1);
    expect((await db.setting.findUniqueOrThrow({ where: { key: "app_name" } })).value).toBe("Clube do Seixal");
  });

  it("takes the first trainer from the environment, and adds none when a trainer exists", async () => {
    const env = { TRAINER_EMAIL: " Chefe@Clube.PT ", TRAINER_PASSWORD: "segredo99", TRAINER_NAME: "Chefe" };
    const { lines, log } = printed();
    expect((await seed(db, { env, log })).trainerPassword).toBeNull();
    expect(lines).toEqual([]); // the club chose it: nothing to print
    const trainer = await db.user.findUniqueOrThrow({ where: { email: "chefe@clube.pt" } });
    expect(trainer.name).toBe("Chefe");
    expect(await bcrypt.compare("segredo99", trainer.passwordHash)).toBe(true);

    await seed(db, { env: {}, ...quiet }); // different defaults, but a trainer exists already
    expect(await db.user.count({ where: { role: "trainer" } })).toBe(1);
  });

  it("builds a demo club once: every category, sign-ups, lessons around today, payments", async () => {
    // Built in club time whatever the server's zone: seed it from the other side of the world.
    const zone = process.env.TZ;
    process.env.TZ = "Pacific/Auckland";
    try {
      expect((await seed(db, { demo: true, env: {}, ...quiet })).demoCreated).toBe(true);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    const first = await counts();
    expect((await seed(db, { demo: true, env: {}, ...quiet })).demoCreated).toBe(false);
    expect(await counts()).toEqual(first);

    const users = await db.user.findMany({ include: { animals: true } });
    const approved = users.filter((user) => user.approvedAt && user.isActive && user.role !== "trainer" && user.role !== "assistant");
    expect(new Set(approved.map((user) => user.studentCategory))).toEqual(new Set(["student", "external", "guest"]));
    for (const user of approved) expect(user.studentCategory).toBe(user.role);
    const pending = users.filter((user) => !user.approvedAt);
    expect(pending).toHaveLength(2);
    for (const user of pending) expect(user.studentCategory).toBeNull();
    expect(users.filter((user) => !user.isActive)).toHaveLength(1);
    for (const user of users) {
      if (user.role === "guest") expect(user.animals).toEqual([]);
      if (user.role === "student" && user.approvedAt) expect(user.animals.length).toBeGreaterThan(0);
    }
    const member = users.find((user) => user.email === "aluno@ace.pt")!;
    expect(await bcrypt.compare(DEMO_PASSWORD, member.passwordHash)).toBe(true);

    // The assistant trainer (docs/rules.md, "Roles"): staff, no category, no animals, gives the Saturday mornings.
    const assistant = users.find((user) => user.email === "assistente@ace.pt")!;
    expect(assistant).toMatchObject({ role: "assistant", studentCategory: null, isActive: true, animals: [] });
    const saturdays = await db.availabilitySlot.findMany({ where: { trainerId: assistant.id }, include: { bookings: true } });
    expect(saturdays.length).toBeGreaterThan(0);
    for (const slot of saturdays) {
      expect(formatClub(slot.startsAt, "EEEE")).toBe("sábado");
      expect(["09:00", "09:45", "10:30", "11:15"]).toContain(formatClub(slot.startsAt, "HH:mm"));
      expect(slot.capacity).toBe(1);
    }
    expect(saturdays.some((slot) => slot.bookings.length > 0 && slot.startsAt > now())).toBe(true);

    // The trainer's lessons on weekdays, inside opening hours on the club's wall clock, before and after today.
    const slots = await db.availabilitySlot.findMany({ where: { trainerId: { not: assistant.id } }, include: { bookings: true } });
    const lessonStarts = new Set(["09:00", "09:45", "10:30", "11:15", "17:00", "17:45", "18:30", "19:15"]);
    // Saturday morning's group class (docs/rules.md, "Group lessons"): 4 places, two taken by two members.
    const groupClasses = slots.filter((slot) => slot.capacity > 1);
    expect(groupClasses.length).toBeGreaterThanOrEqual(5);
    for (const slot of groupClasses) {
      expect(formatClub(slot.startsAt, "EEEE HH:mm")).toBe("sábado 10:00");
      expect(slot.capacity).toBe(4);
      expect(new Set(slot.bookings.map((booking) => booking.userId)).size).toBe(2);
    }
    for (const slot of slots.filter((one) => one.capacity === 1)) {
      expect(["sábado", "domingo"]).not.toContain(formatClub(slot.startsAt, "EEEE"));
      expect(lessonStarts).toContain(formatClub(slot.startsAt, "HH:mm"));
      expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(45 * 60_000);
    }
    const booked = slots.filter((slot) => slot.bookings.length > 0);
    expect(booked.some((slot) => slot.startsAt < now())).toBe(true);
    expect(booked.some((slot) => slot.startsAt > now())).toBe(true);
    const blocked = slots.filter((slot) => slot.isBlocked);
    expect(blocked).toHaveLength(2);
    for (const slot of blocked) expect(slot.bookings).toEqual([]);

    const payments = await db.payment.findMany();
    const thisMonth = clubToday().slice(0, 7);
    expect(payments.some((payment) => payment.month === thisMonth)).toBe(true);
    expect(payments.some((payment) => payment.month < thisMonth)).toBe(true);
    for (const payment of payments) expect(payment.paidAt !== null).toBe(payment.status === "paid");
    expect(payments.map((payment) => payment.amount.toFixed(2))).toContain("12.35");
  });

  it("adds no demo data once real members exist", async () => {
    await createUser({ email: "socio@ace.pt" });
    expect((await seed(db, { demo: true, env: {}, ...quiet })).demoCreated).toBe(false);
    expect(await db.user.count()).toBe(2);
  });
});
