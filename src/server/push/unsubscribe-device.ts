import { db } from "@/server/db";

// Turns notifications off for one device of the member (its pending pushes go with it). Only
// the member's own: another member's device is left alone. Already off is not an error: the
// browser may have forgotten its side first (signing out, a cleared site).
export async function unsubscribeDevice(userId: number, endpoint: string): Promise<{ removed: boolean }> {
  const removed = await db.$executeRaw`DELETE FROM push_subscriptions WHERE endpoint = ${endpoint} AND user_id = ${userId}`;
  return { removed: removed > 0 };
}
