import type { PushDevicesJson } from "@/lib/push-json";
import { db } from "@/server/db";

// The member's devices with notifications on: the account page compares the browser's own
// subscription with these to tell whether this device is on for this member.
export async function listDevices(userId: number): Promise<PushDevicesJson> {
  const rows = await db.pushSubscription.findMany({
    where: { userId },
    select: { endpoint: true, createdAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return { subscriptions: rows.map((row) => ({ endpoint: row.endpoint, created_at: row.createdAt.toISOString() })) };
}
