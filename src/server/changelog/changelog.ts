import { changelog } from "@/lib/changelog";
import { db } from "@/server/db";

// The changelog is a static file (public/changelog.json, newest first); each user row keeps the
// last version that user has seen.

export function latestChangelogVersion(): string | null {
  return changelog[0]?.version ?? null;
}

export function shouldShowChangelog(lastSeen: string | null): boolean {
  const latest = latestChangelogVersion();
  return latest !== null && lastSeen !== latest;
}

export async function checkChangelog(userId: number): Promise<{ shouldShowChangelog: boolean }> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { lastChangelogSeen: true } });
  return { shouldShowChangelog: shouldShowChangelog(user.lastChangelogSeen) };
}

export async function markChangelogSeen(userId: number): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { lastChangelogSeen: latestChangelogVersion() } });
}
