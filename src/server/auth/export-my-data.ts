import { clubDateAndTimes, now } from "@/lib/club-time";
import { db } from "@/server/db";
import { euros } from "@/server/payments/payment-json";

// "Download my data" (docs/rules.md, "Personal data"): everything ACE holds about the caller, as JSON. Never the
// password hash, a pending reset, the session or the calendar feed's secret token.

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function exportMyData(userId: number) {
  const [account, animals, handled, dependants, bookings, payments, waitlist, devices] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: userId },
      select: {
        id: true, name: true, email: true, phone: true, role: true, studentCategory: true, isActive: true,
        approvedAt: true, createdAt: true, updatedAt: true, hasFixedMonthlyFee: true, monthlyFeeAmount: true,
        bookingConfirmations: true, lessonNotes: true,
      },
    }),
    db.animal.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    // The animals they handle (docs/rules.md, "Households"): whose, and since when.
    db.animalHandler.findMany({
      where: { userId },
      select: { createdAt: true, animal: { select: { id: true, name: true, owner: { select: { name: true } } } } },
      orderBy: { animalId: "asc" },
    }),
    // Their household (docs/rules.md, "Households"): the dependants they book for.
    db.dependant.findMany({ where: { guardianId: userId }, select: { id: true, name: true, birthDate: true, createdAt: true }, orderBy: { id: "asc" } }),
    db.booking.findMany({
      where: { userId },
      select: {
        id: true, observations: true, createdAt: true, reminderSentAt: true, attendance: true, trainerNote: true, attendanceMarkedAt: true,
        animal: { select: { id: true, name: true } }, slot: true, dependant: { select: { id: true, name: true } },
      },
      orderBy: { slot: { startsAt: "asc" } },
    }),
    db.payment.findMany({ where: { userId }, orderBy: { month: "asc" } }),
    db.waitlistEntry.findMany({
      where: { userId },
      select: {
        id: true,
        createdAt: true,
        offeredUntil: true,
        animal: { select: { name: true } },
        dependant: { select: { id: true, name: true } },
        slot: { select: { startsAt: true, endsAt: true } },
      },
      orderBy: { createdAt: "asc" },
    }),
    db.pushSubscription.findMany({ where: { userId }, select: { endpoint: true, createdAt: true }, orderBy: { id: "asc" } }),
  ]);
  return {
    exported_at: now().toISOString(),
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      phone: account.phone,
      role: account.role,
      student_category: account.studentCategory,
      is_active: account.isActive,
      approved_at: iso(account.approvedAt),
      created_at: iso(account.createdAt),
      updated_at: iso(account.updatedAt),
      has_fixed_monthly_fee: account.hasFixedMonthlyFee,
      monthly_fee_amount: euros(account.monthlyFeeAmount),
      notice_settings: { booking_confirmations: account.bookingConfirmations, lesson_notes: account.lessonNotes },
    },
    animals: animals.map((animal) => ({
      id: animal.id,
      name: animal.name,
      birth_date: animal.birthDate.toISOString().slice(0, 10),
      observations: animal.observations,
      breed: animal.breed,
      size_category: animal.sizeCategory,
      vaccination_valid_until: animal.vaccinationValidUntil?.toISOString().slice(0, 10) ?? null,
      insurance_valid_until: animal.insuranceValidUntil?.toISOString().slice(0, 10) ?? null,
      archived_at: iso(animal.archivedAt),
      created_at: iso(animal.createdAt),
    })),
    animals_handled: handled.map((row) => ({
      animal_id: row.animal.id,
      animal_name: row.animal.name,
      owner_name: row.animal.owner.name,
      since: iso(row.createdAt),
    })),
    dependants: dependants.map((dependant) => ({
      id: dependant.id,
      name: dependant.name,
      birth_date: dependant.birthDate.toISOString().slice(0, 10),
      created_at: iso(dependant.createdAt),
    })),
    bookings: bookings.map((booking) => ({
      id: booking.id,
      ...clubDateAndTimes(booking.slot.startsAt, booking.slot.endsAt),
      animal_id: booking.animal.id,
      animal_name: booking.animal.name,
      // The dependant who handled it, when not the member (docs/rules.md, "Households").
      dependant: booking.dependant,
      observations: booking.observations,
      created_at: iso(booking.createdAt),
      reminder_sent_at: iso(booking.reminderSentAt),
      // The training record (docs/rules.md, "The training record"): what the trainer marked and wrote.
      attendance: booking.attendance,
      trainer_note: booking.trainerNote,
      attendance_marked_at: iso(booking.attendanceMarkedAt),
    })),
    payments: payments.map((payment) => ({
      id: payment.id,
      month: payment.month,
      amount: euros(payment.amount),
      status: payment.status,
      method: payment.method,
      note: payment.note,
      created_at: iso(payment.createdAt),
      paid_at: iso(payment.paidAt),
      member_reported_at: iso(payment.memberReportedAt),
      member_reported_method: payment.memberReportedMethod,
      member_reported_note: payment.memberReportedNote,
    })),
    waitlist: waitlist.map((entry) => ({
      id: entry.id,
      ...clubDateAndTimes(entry.slot.startsAt, entry.slot.endsAt),
      animal_name: entry.animal.name,
      // The dependant the entry is for, when not the member (docs/rules.md, "Households").
      dependant: entry.dependant,
      joined_at: iso(entry.createdAt),
      offered_until: iso(entry.offeredUntil),
    })),
    // The devices with notifications on: the browser's address for each (not its keys).
    notification_devices: devices.map((device) => ({ endpoint: device.endpoint, created_at: iso(device.createdAt) })),
  };
}
