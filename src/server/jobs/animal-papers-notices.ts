import { Prisma } from "@/generated/prisma/client";
import type { PaperKind } from "@/lib/animal-paper-labels";
import { PAPERS_NOTICE_DAYS } from "@/lib/animal-papers";
import { addClubDays, clubToday } from "@/lib/club-time";
import { db } from "@/server/db";
import { noticePaperEnding } from "@/server/notices/paper-ending";

// Papers' notices (docs/rules.md, "Animals"): the owner is mailed once when an animal's
// vaccination or insurance ends within PAPERS_NOTICE_DAYS (14) days, counting today. The claim is
// the animal's `*_notice_for`, set to the date being noticed by one conditional UPDATE ...
// RETURNING in the same transaction as the outbox rows: a second instance waits on the rows'
// locks, then finds them noticed and takes none. A new valid-until date differs from the noticed
// one, so it arms its own notice. Archived animals, and owners deactivated or erased, get none.

/** Animals noticed per paper and run at most; the rest wait for the next minute. */
const BATCH = 200;

const COLUMNS: Record<PaperKind, { validUntil: Prisma.Sql; noticeFor: Prisma.Sql }> = {
  vaccination: { validUntil: Prisma.raw("vaccination_valid_until"), noticeFor: Prisma.raw("vaccination_notice_for") },
  insurance: { validUntil: Prisma.raw("insurance_valid_until"), noticeFor: Prisma.raw("insurance_notice_for") },
};

type Claimed = { animal_name: string; valid_until: string; owner_id: number; owner_name: string; owner_email: string };

export type PapersNoticesResult = { vaccination: number; insurance: number };

export async function sendAnimalPapersNotices(): Promise<PapersNoticesResult | null> {
  const today = clubToday();
  const last = addClubDays(today, PAPERS_NOTICE_DAYS);
  const vaccination = await noticePapers("vaccination", today, last);
  const insurance = await noticePapers("insurance", today, last);
  return vaccination + insurance > 0 ? { vaccination, insurance } : null;
}

async function noticePapers(kind: PaperKind, today: string, last: string): Promise<number> {
  const { validUntil, noticeFor } = COLUMNS[kind];
  // The conditions are repeated outside the subquery: a row another instance claimed meanwhile
  // is checked again once its lock is free, and no longer matches.
  const due = Prisma.sql`
    a.archived_at IS NULL
    AND a.${validUntil} BETWEEN ${today}::date AND ${last}::date
    AND a.${noticeFor} IS DISTINCT FROM a.${validUntil}
    AND u.is_active AND u.erased_at IS NULL AND u.approved_at IS NOT NULL`;
  return db.$transaction(async (tx) => {
    const claimed = await tx.$queryRaw<Claimed[]>`
      UPDATE animals a SET ${noticeFor} = a.${validUntil}
      FROM users u
      WHERE u.id = a.user_id AND ${due}
        AND a.id IN (
          SELECT a.id FROM animals a JOIN users u ON u.id = a.user_id
          WHERE ${due} ORDER BY a.${validUntil}, a.id LIMIT ${BATCH})
      RETURNING a.name AS animal_name, to_char(a.${validUntil}, 'YYYY-MM-DD') AS valid_until,
        u.id AS owner_id, u.name AS owner_name, u.email AS owner_email`;
    for (const row of claimed) {
      await noticePaperEnding(
        tx,
        { id: row.owner_id, name: row.owner_name, email: row.owner_email },
        { kind, animalName: row.animal_name, validUntil: row.valid_until },
      );
    }
    return claimed.length;
  });
}
