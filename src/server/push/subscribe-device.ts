import type { PushSubscriptionBody } from "@/lib/validations/push";
import { db } from "@/server/db";
import { InvalidInputError } from "@/server/errors";
import { isKnownPushEndpoint } from "@/server/push/push-endpoint";

// Turns notifications on for one device of the member (docs/rules.md, "Notices"). A device is
// its endpoint: if another member had it (a shared phone whose last user never signed out), it
// becomes this member's and what was still waiting for the other goes, unsent.

export const UNKNOWN_PUSH_SERVICE =
  "O serviço de notificações deste navegador não é reconhecido. Use o Chrome, Edge, Firefox ou Safari atualizados.";

/** A member's devices beyond this many: the oldest stops getting notices. */
export const MAX_DEVICES_PER_MEMBER = 10;

export async function subscribeDevice(userId: number, device: PushSubscriptionBody): Promise<void> {
  const { endpoint, keys } = device;
  if (!isKnownPushEndpoint(endpoint)) throw new InvalidInputError(UNKNOWN_PUSH_SERVICE);
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`DELETE FROM push_subscriptions WHERE endpoint = ${endpoint} AND user_id <> ${userId}`;
    await tx.$executeRaw`
      INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES (${userId}, ${endpoint}, ${keys.p256dh}, ${keys.auth})
      ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth`;
    await tx.$executeRaw`
      DELETE FROM push_subscriptions
      WHERE user_id = ${userId} AND id NOT IN (
        SELECT id FROM push_subscriptions WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${MAX_DEVICES_PER_MEMBER})`;
  });
}
