import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";

const FAILED: Prisma.OutboxEmailWhereInput = { failedAt: { not: null } };
const NEWEST_FIRST: Prisma.OutboxEmailOrderByWithRelationInput[] = [{ failedAt: "desc" }, { id: "desc" }];
const FAILED_MAIL_SELECT = { id: true, to: true, subject: true, attempts: true, lastError: true, createdAt: true } as const;

export type FailedMailJson = ReturnType<typeof toFailedMailJson>;

/**
 * The mail the outbox gave up on after its days of retries (mail-outbox.ts), newest first, for
 * the trainer: who, what about, how often tried, the last error. Never the body.
 */
export async function listFailedMails(): Promise<{ mails: FailedMailJson[] }> {
  const rows = await db.outboxEmail.findMany({ where: FAILED, select: FAILED_MAIL_SELECT, orderBy: NEWEST_FIRST });
  return { mails: rows.map(toFailedMailJson) };
}

/**
 * The same list for the trainer's home card: only the newest `limit`, and how many failed in all
 * (failed mail is kept 90 days, mail-outbox.ts, and a mail server down for a week fails many).
 */
export async function listNewestFailedMails({ limit }: { limit: number }): Promise<{ mails: FailedMailJson[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.outboxEmail.findMany({ where: FAILED, select: FAILED_MAIL_SELECT, orderBy: NEWEST_FIRST, take: limit }),
    db.outboxEmail.count({ where: FAILED }),
  ]);
  return { mails: rows.map(toFailedMailJson), total };
}

function toFailedMailJson(row: { id: number; to: string; subject: string; attempts: number; lastError: string | null; createdAt: Date }) {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
  };
}
