import { BROADCAST_HISTORY_LIMIT, type BroadcastAudience, type BroadcastJson } from "@/lib/broadcast-json";
import { db } from "@/server/db";

/** The trainer's history of messages to members, newest first: the last 50 (docs/rules.md, "Messages to members"). */
export async function listBroadcasts(): Promise<{ broadcasts: BroadcastJson[] }> {
  const rows = await db.broadcast.findMany({
    select: { id: true, subject: true, message: true, audience: true, recipients: true, createdAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: BROADCAST_HISTORY_LIMIT,
  });
  return { broadcasts: rows.map(toBroadcastJson) };
}

export function toBroadcastJson(row: {
  id: number;
  subject: string;
  message: string;
  audience: BroadcastAudience;
  recipients: number;
  createdAt: Date;
}): BroadcastJson {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    audience: row.audience,
    recipients: row.recipients,
    created_at: row.createdAt.toISOString(),
  };
}
