import type { BroadcastJson } from "@/lib/broadcast-json";
import type { BroadcastBody } from "@/lib/validations/broadcasts";
import { db } from "@/server/db";
import { ConflictError } from "@/server/errors";
import { noticeMemberMessage } from "@/server/notices/member-message";
import type { Viewer } from "@/server/viewer";
import { broadcastAudience, NOBODY_TO_TELL } from "@/server/broadcasts/broadcast-audience";
import { toBroadcastJson } from "@/server/broadcasts/list-broadcasts";

/**
 * The trainer writes to the members (docs/rules.md, "Messages to members"): the message is
 * recorded and each active approved member of the audience told once, by mail and by push where
 * turned on, all in one transaction: a failure leaves no record and nothing in the outboxes.
 * A fixed number of statements, however many members (one insert per outbox).
 */
export async function sendBroadcast(trainer: Viewer, { subject, message, audience }: BroadcastBody): Promise<{ recipients: number; broadcast: BroadcastJson }> {
  return db.$transaction(async (tx) => {
    const members = await tx.user.findMany({
      where: broadcastAudience(audience),
      select: { id: true, name: true, email: true },
      orderBy: { id: "asc" },
    });
    if (members.length === 0) throw new ConflictError(NOBODY_TO_TELL);
    const broadcast = await tx.broadcast.create({
      data: { subject, message, audience, recipients: members.length, sentById: trainer.id },
    });
    await noticeMemberMessage(tx, members, { subject, message, audience });
    return { recipients: members.length, broadcast: toBroadcastJson(broadcast) };
  });
}
