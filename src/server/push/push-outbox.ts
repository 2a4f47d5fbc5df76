import { config } from "@/server/config";
import type { Tx } from "@/server/db";
import { deliverDue } from "@/server/outbox/deliver-due";
import type { ClaimedRow, OutboxChannel } from "@/server/outbox/outbox-channel";
import { isKnownPushEndpoint } from "@/server/push/push-endpoint";
import { PushGoneError, sendPush } from "@/server/push/send-push";
import { vapidKeys, type VapidKeys } from "@/server/push/vapid-keys";

// Push as an outbox channel (src/server/outbox/, docs/architecture.md, "Push"): a row per
// device, sent side by side with a member with nothing under way first, retried for a day, then
// given up (the mail carries the same notice). The device's row is locked with the push's: one
// send at a time per device, so two instances never both find it gone and remove it. A push
// service answering 404 or 410 has forgotten the device: the subscription goes, and its pending
// pushes with it (the schema cascades).

type DuePush = ClaimedRow & {
  subscription_id: number;
  payload: string;
  endpoint: string;
  p256dh: string;
  auth: string;
};

export const pushOutbox: OutboxChannel<DuePush, VapidKeys> = {
  name: "push",
  table: "outbox_pushes",
  claim: {
    columns: "o.subscription_id, o.payload, s.endpoint, s.p256dh, s.auth",
    join: "JOIN push_subscriptions s ON s.id = o.subscription_id",
    lockAlso: "s",
    groupBy: "s.user_id",
  },
  // Tried for a day: late news is no news on a phone.
  retry: { firstDelayMs: 30_000, maxDelayMs: 1_800_000, windowMs: 24 * 3_600_000 },
  keptDays: { sent: 7, failed: 7 },
  // Each send holds a pool connection while it waits for the push service (DATABASE_POOL_SIZE,
  // 10 by default): four leave the rest to requests and the mail.
  parallelSends: 4,
  sendTimeoutMs: () => config().pushTimeoutMs,
  startRound: vapidKeys,
  send: sendToDevice,
};

async function sendToDevice(tx: Tx, push: DuePush, keys: VapidKeys): Promise<"sent" | "gone"> {
  // Stored before the rule, or restored: a device off the allowed push services is gone.
  if (isKnownPushEndpoint(push.endpoint)) {
    try {
      await sendPush(push, push.payload, keys);
      return "sent";
    } catch (error) {
      if (!(error instanceof PushGoneError)) throw error;
    }
  }
  await tx.$executeRaw`DELETE FROM push_subscriptions WHERE id = ${push.subscription_id}`;
  return "gone";
}

/** One round of a delivery of its own (tests; two calls at once are two instances). */
export function deliverDuePushes(options: { at?: Date } = {}) {
  return deliverDue(pushOutbox, options);
}
