import webpush from "web-push";
import { config } from "@/server/config";
import { db } from "@/server/db";

// The VAPID key pair that signs every push (docs/architecture.md, "Push"): from the environment
// when set, otherwise made once and kept in the database, so every instance and every restart
// signs with the same pair (browsers tie a subscription to the public key it was made with).

export type VapidKeys = { publicKey: string; privateKey: string };

let memo: Promise<VapidKeys> | undefined;

/** The pair, read once per process. Never call inside a transaction: it reads through the pool. */
export function vapidKeys(): Promise<VapidKeys> {
  const fromEnvironment = config().vapidKeys;
  if (fromEnvironment) return Promise.resolve(fromEnvironment);
  memo ??= loadOrMakeVapidKeys().catch((error: unknown) => {
    memo = undefined; // a database hiccup is not remembered
    throw error;
  });
  return memo;
}

/**
 * The stored pair, made first when there is none. Insert-if-absent then read: of instances
 * starting at once, the first insert wins and all of them read that one pair.
 */
export async function loadOrMakeVapidKeys(): Promise<VapidKeys> {
  const stored = await readStoredKeys();
  if (stored) return stored;
  const made = webpush.generateVAPIDKeys();
  await db.$executeRaw`
    INSERT INTO push_vapid_keys (id, public_key, private_key) VALUES (1, ${made.publicKey}, ${made.privateKey})
    ON CONFLICT (id) DO NOTHING`;
  const kept = await readStoredKeys();
  if (!kept) throw new Error("The VAPID key pair could not be stored.");
  return kept;
}

async function readStoredKeys(): Promise<VapidKeys | undefined> {
  const [row] = await db.$queryRaw<{ public_key: string; private_key: string }[]>`
    SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1`;
  return row ? { publicKey: row.public_key, privateKey: row.private_key } : undefined;
}
