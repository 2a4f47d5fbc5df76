import { Prisma } from "@/generated/prisma/client";
import type { SqlTx } from "@/server/db";

// Records a notice for each device the member has turned notifications on for. Pass the
// transaction of the change, as for enqueueEmail: the push exists exactly when the change does.
// Only notify() (src/server/notices/notify.ts) calls it, as it does enqueueEmail.
// One row per device, written now rather than fanned out at delivery: each device then succeeds,
// is retried or is found gone on its own, and a device turned on later gets no old news.

/** What the device's service worker gets and shows (public/sw-push.js). */
export type PushNotice = {
  title: string;
  body: string;
  /** Where a tap on the notification leads: a path of the app ('/bookings'). */
  url: string;
};

/** Push services take about 4 KB once encrypted; a notice is a line or two. */
const MAX_TITLE = 120;
const MAX_BODY = 600;

/**
 * The number of devices the notice will go to (0: none turned on). `about`: the member the notice
 * names, when it goes to someone else: erasing them deletes it (not sent).
 */
export async function enqueuePush(tx: SqlTx, userId: number, notice: PushNotice, { about }: { about?: number } = {}): Promise<number> {
  return enqueuePushes(tx, [userId], notice, { about });
}

/** The same notice to every device of each of these members, in one statement (a message to members). */
export async function enqueuePushes(tx: SqlTx, userIds: readonly number[], notice: PushNotice, { about }: { about?: number } = {}): Promise<number> {
  const insert = pushesInsert(userIds, notice, { about });
  return userIds.length === 0 ? 0 : tx.$executeRaw`${insert}`;
}

/**
 * The insert of the notice for every device of these members: a statement to run alone, or in
 * another's WITH (notify.ts).
 */
export function pushesInsert(userIds: readonly number[], notice: PushNotice, { about }: { about?: number } = {}): Prisma.Sql {
  if (!notice.url.startsWith("/") || notice.url.startsWith("//")) {
    throw new Error(`A push notice's url is a path of the app, not '${notice.url}'.`);
  }
  const payload = JSON.stringify({
    title: shorten(notice.title, MAX_TITLE),
    body: shorten(notice.body, MAX_BODY),
    url: notice.url,
  });
  return Prisma.sql`
    INSERT INTO outbox_pushes (subscription_id, payload, about_user_id)
    SELECT id, ${payload}, ${about ?? null}::int FROM push_subscriptions WHERE user_id = ANY(${[...userIds]}::int[])
    ORDER BY id`;
}

function shorten(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1)}…`;
}
