import { randomBytes } from "node:crypto";
import { now } from "@/lib/club-time";
import { db } from "@/server/db";
import { ConflictError, NotFoundError } from "@/server/errors";
import { hashPassword } from "@/server/auth/passwords";
import { MEMBER_NOT_FOUND } from "@/server/members/member-scope";

// Erasure of a member's personal data (docs/rules.md, "Personal data"), by the trainer, of a deactivated member
// only. What goes: name and email (an anonymous label instead), the phone, the password (a hash of a random
// secret nobody knows), the pending password reset and change of email, every free text of their
// animals (the name becomes a label; breed and observations go), the bookings' observations and the trainer's notes on them, their notes
// to the trainer on payments ('Já paguei'), the calendar feed, any
// session, the mail to them in the outbox (a body may hold a password), the mail about a change of
// their email (to whichever address) and the mail and pushes to others that name them (the trainer's notice of their sign-up), their standing lessons,
// their dependants (docs/rules.md, "Households"), their devices with notifications on (and the pushes
// waiting for them), the answers kept for their retried writes and the rate-limit counters keyed by their email or their trusted devices
// (src/server/auth/auth-rate-limits.ts). What stays, for the club's
// accounts and statistics: the account row (id, category, dates, fee), its lessons (with their
// attendance) and payments.
// The account is inactive and marked erased: it can never sign in or be reactivated.

export const ACTIVE_MEMBER = "Desative o aluno antes de apagar os dados pessoais.";
export const ALREADY_ERASED = "Os dados pessoais deste aluno já foram apagados.";

export const erasedName = (id: number) => `Aluno apagado #${id}`;
export const erasedEmail = (id: number) => `apagado-${id}@ace.invalid`;

export async function eraseMember(id: number) {
  const unusableHash = await hashPassword(randomBytes(32).toString("hex"));
  await db.$transaction(async (tx) => {
    // The row lock keeps a concurrent reactivation or second erasure waiting until this is done.
    const [member] = await tx.$queryRaw<{ email: string; is_active: boolean; erased_at: Date | null }[]>`
      SELECT email, is_active, erased_at FROM users
      WHERE id = ${id} AND approved_at IS NOT NULL AND role NOT IN ('trainer', 'assistant') FOR UPDATE`;
    if (!member) throw new NotFoundError(MEMBER_NOT_FOUND);
    if (member.erased_at) throw new ConflictError(ALREADY_ERASED);
    if (member.is_active) throw new ConflictError(ACTIVE_MEMBER);

    await tx.user.update({
      where: { id },
      data: {
        name: erasedName(id),
        email: erasedEmail(id),
        phone: null,
        passwordHash: unusableHash,
        erasedAt: now(),
        lastChangelogSeen: null,
        sessionVersion: { increment: 1 },
        calendarFeedVersion: { increment: 1 },
      },
    });
    await tx.passwordReset.deleteMany({ where: { userId: id } });
    await tx.emailChange.deleteMany({ where: { userId: id } }); // it names an address of theirs
    await tx.revokedSession.deleteMany({ where: { userId: id } });
    await tx.waitlistEntry.deleteMany({ where: { userId: id } }); // no offers to an erased account
    await tx.closureLoss.deleteMany({ where: { userId: id } }); // nobody to tell when a period reopens
    await tx.standingLesson.deleteMany({ where: { userId: id } }); // nothing booked for an erased account
    // They handle no animal, and nobody handles theirs (docs/rules.md, "Households").
    await tx.animalHandler.deleteMany({ where: { OR: [{ userId: id }, { animal: { userId: id } }] } });
    // Their dependants go (names and birth dates); the lessons they handled stay the account's, with no dependant named.
    await tx.dependant.deleteMany({ where: { guardianId: id } });
    await tx.booking.updateMany({ where: { userId: id }, data: { observations: null, trainerNote: null } });
    await tx.payment.updateMany({ where: { userId: id, memberReportedNote: { not: null } }, data: { memberReportedNote: null } }); // 'Já paguei''s note
    // The phone an MB WAY request of theirs went to (the request itself stays: the payment's trace).
    await tx.paymentProviderRequest.updateMany({ where: { payment: { userId: id }, phone: { not: null } }, data: { phone: null } });
    // Every free text of an animal: a new text column of animals (or of a table hanging off
    // them) belongs here too. What stays is not about the owner: birth date, size, papers' dates.
    await tx.$executeRaw`
      UPDATE animals SET name = 'Animal apagado #' || id, breed = NULL, observations = NULL WHERE user_id = ${id}`;
    await tx.$executeRaw`DELETE FROM outbox_emails WHERE lower("to") = ${member.email}`;
    // Mail and pushes to others that name them (the trainer's notice of their sign-up), sent or
    // not: a sent row keeps its subject, and the notice's subject names them too.
    await tx.$executeRaw`DELETE FROM outbox_emails WHERE about_user_id = ${id}`;
    await tx.$executeRaw`DELETE FROM outbox_pushes WHERE about_user_id = ${id}`;
    // Their devices, and with them the pushes still waiting (the schema cascades).
    await tx.$executeRaw`DELETE FROM push_subscriptions WHERE user_id = ${id}`;
    // The answers kept for retries name them and their animals (kept 24 h otherwise): theirs, and
    // the trainer's, who books and marks payments for members (a trainer's retry after this runs
    // again, and the write's own rule answers it).
    await tx.$executeRaw`
      DELETE FROM idempotency_keys
      WHERE user_id = ${id} OR user_id IN (SELECT id FROM users WHERE role IN ('trainer', 'assistant'))`;
    // Keys are '<call>:account:<email>', '<call>:device:<user id>:<nonce>' and, for a signed-in
    // call, '<call>:member:<user id>', whatever the call.
    await tx.$executeRaw`
      DELETE FROM rate_limit_hits
      WHERE key = split_part(key, ':', 1) || ':account:' || ${member.email}
         OR (split_part(key, ':', 2) IN ('device', 'member') AND split_part(key, ':', 3) = ${String(id)})`;
  });
  return { message: "Dados pessoais do aluno apagados com sucesso!" };
}
