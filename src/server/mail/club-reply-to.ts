import { db } from "@/server/db";

// Where members' answers go (docs/rules.md, "Mail"): every mail ACE sends carries a Reply-To, the
// club's `club_reply_to` setting, else the trainer's email (the first active trainer account),
// so 'respondam a este email' reaches a person, not the sending address. Read once per round of
// the mail outbox (before its transactions), so a changed setting holds from the next round.

/** The club's Reply-To address; null only for a club with no trainer account and no setting. */
export async function clubReplyTo(): Promise<string | null> {
  const [row] = await db.$queryRaw<{ reply_to: string | null }[]>`
    SELECT coalesce(
      (SELECT nullif(btrim(value), '') FROM settings WHERE key = 'club_reply_to'),
      (SELECT email FROM users WHERE role = 'trainer' AND is_active ORDER BY id LIMIT 1)
    ) AS reply_to`;
  return row?.reply_to ?? null;
}
