import { describe, expect, it } from "vitest";
import { Prisma } from "@/generated/prisma/client";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { createAnimal, createSlot, createUser } from "../test/db-helpers";

// Every model reads and writes against the migrated database, and the constraints the rules
// rely on are held by the database itself, whatever the code above it does.

const uniqueViolation = { code: "P2002" };
const at = (time: string) => clubInstant("2026-03-02", time);

describe("data model (integration)", () => {
  it("users: stored lower-case, unique by email", async () => {
    const user = await createUser({ email: "ana@ace.pt", role: "external" });
    expect(await db.user.findUniqueOrThrow({ where: { email: "ana@ace.pt" } })).toMatchObject({
      id: user.id,
      role: "external",
      studentCategory: "external",
      isActive: true,
      sessionVersion: 0,
    });
    await expect(createUser({ email: "ana@ace.pt" })).rejects.toMatchObject(uniqueViolation);
    await expect(
      db.user.create({ data: { name: "X", email: "Maria@ACE.pt", passwordHash: "x" } }),
    ).rejects.toThrow(/users_email_lowercase/);
  });

  it("password resets belong to a user and go with them", async () => {
    const user = await createUser();
    await db.passwordReset.create({
      data: { userId: user.id, passwordHash: "hash", expiresAt: new Date(Date.now() + 86_400_000) },
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordReset: true } })).toMatchObject({
      passwordReset: { passwordHash: "hash" },
    });
    await db.user.delete({ where: { id: user.id } });
    expect(await db.passwordReset.count()).toBe(0);
  });

  it("animals: a birth date and an archive mark", async () => {
    const owner = await createUser();
    const animal = await createAnimal({ userId: owner.id, name: "Bolt", birthDate: "2019-04-12" });
    await db.animal.update({ where: { id: animal.id }, data: { archivedAt: new Date() } });
    const stored = await db.animal.findUniqueOrThrow({ where: { id: animal.id } });
    expect(stored.birthDate.toISOString().slice(0, 10)).toBe("2019-04-12");
    expect(stored.archivedAt).toBeInstanceOf(Date);
  });

  it("slots: back to back is fine, overlapping is refused", async () => {
    await createSlot({ startsAt: at("09:00"), minutes: 45 });
    await createSlot({ startsAt: at("09:45"), minutes: 45 });
    await expect(createSlot({ startsAt: at("10:00"), minutes: 45 })).rejects.toThrow(/availability_slots_no_overlap/);
    await expect(
      db.availabilitySlot.create({ data: { startsAt: at("12:00"), endsAt: at("11:00") } }),
    ).rejects.toThrow(/availability_slots_ends_after_start/);
    expect(await db.availabilitySlot.count()).toBe(2);
  });

  it("bookings: one per animal per slot", async () => {
    const owner = await createUser();
    const animal = await createAnimal({ userId: owner.id });
    const slot = await db.availabilitySlot.update({ where: { id: (await createSlot({ startsAt: at("17:00") })).id }, data: { capacity: 2 } });
    const booking = await db.booking.create({
      data: { slotId: slot.id, animalId: animal.id, userId: owner.id, observations: "Saltos" },
    });
    expect(await db.booking.findUniqueOrThrow({ where: { slotId_animalId: { slotId: slot.id, animalId: animal.id } }, include: { animal: true } })).toMatchObject({
      id: booking.id,
      animal: { id: animal.id },
    });
    await expect(
      db.booking.create({ data: { slotId: slot.id, animalId: animal.id, userId: owner.id } }),
    ).rejects.toMatchObject(uniqueViolation);
    // At most `capacity` bookings, whatever writes them; nor do the places go below the bookings.
    const second = await db.booking.create({ data: { slotId: slot.id, animalId: (await createAnimal({ userId: owner.id })).id, userId: owner.id } });
    await expect(db.booking.create({ data: { slotId: slot.id, animalId: (await createAnimal({ userId: owner.id })).id, userId: owner.id } })).rejects.toThrow(
      /no place left/,
    );
    await expect(db.availabilitySlot.update({ where: { id: slot.id }, data: { capacity: 1 } })).rejects.toThrow(/more bookings than/);
    await expect(db.availabilitySlot.update({ where: { id: slot.id }, data: { capacity: 13 } })).rejects.toThrow(/capacity_check/);
    await db.booking.delete({ where: { id: second.id } });
    expect(await db.availabilitySlot.update({ where: { id: slot.id }, data: { capacity: 1 } })).toMatchObject({ capacity: 1 });
  });

  it("payments: exact decimal euros, one per member and month, paid ones dated", async () => {
    const member = await createUser();
    const payment = await db.payment.create({ data: { userId: member.id, month: "2026-03", amount: "12.35" } });
    const stored = await db.payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(stored.amount).toBeInstanceOf(Prisma.Decimal);
    expect(stored.amount.toFixed(2)).toBe("12.35");
    expect(stored.amount.plus("0.10").toString()).toBe("12.45"); // no float drift
    expect(stored.status).toBe("pending");
    await expect(
      db.payment.create({ data: { userId: member.id, month: "2026-03", amount: "1.00" } }),
    ).rejects.toMatchObject(uniqueViolation);
    await expect(
      db.payment.create({ data: { userId: member.id, month: "2026-04", amount: "1.00", status: "paid" } }),
    ).rejects.toThrow(/payments_paid_has_date/);
    await expect(
      db.payment.create({ data: { userId: member.id, month: "2026-13", amount: "1.00" } }),
    ).rejects.toThrow(/payments_month_format/);
  });

  it("settings: key/value rows", async () => {
    await db.setting.create({ data: { key: "app_name", value: "ACE" } });
    await db.setting.update({ where: { key: "app_name" }, data: { value: "ACE - Agility Club" } });
    expect((await db.setting.findUniqueOrThrow({ where: { key: "app_name" } })).value).toBe("ACE - Agility Club");
  });

  it("outbox emails: waiting mail with its delivery state", async () => {
    const mail = await db.outboxEmail.create({ data: { to: "aluno@ace.pt", subject: "Olá", text: "Corpo" } });
    expect(mail).toMatchObject({ attempts: 0, sentAt: null, failedAt: null, lastError: null });
    expect(mail.nextAttemptAt).toBeInstanceOf(Date);
    await db.outboxEmail.update({ where: { id: mail.id }, data: { sentAt: new Date(), attempts: 1 } });
    expect(await db.outboxEmail.count({ where: { sentAt: null } })).toBe(0);
  });

  it("rate-limit hits: one counter per key, with its window's start", async () => {
    const windowStart = new Date("2026-03-02T10:00:00Z");
    const hit = () =>
      db.rateLimitHit.upsert({
        where: { key: "login:aluno@ace.pt" },
        create: { key: "login:aluno@ace.pt", windowStart, count: 1 },
        update: { count: { increment: 1 } },
      });
    await hit();
    expect(await hit()).toEqual({ key: "login:aluno@ace.pt", windowStart, count: 2 });
    expect(await db.rateLimitHit.count()).toBe(1);
  });
});
