import type { BroadcastAudience } from "@/lib/broadcast-json";
import { db } from "@/server/db";
import { broadcastAudience } from "@/server/broadcasts/broadcast-audience";

/** How many members a message to `audience` would reach now: what the trainer confirms before sending. */
export async function countBroadcastRecipients(audience: BroadcastAudience): Promise<{ audience: BroadcastAudience; recipients: number }> {
  return { audience, recipients: await db.user.count({ where: broadcastAudience(audience) }) };
}
