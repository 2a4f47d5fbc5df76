import { AsyncLocalStorage } from "node:async_hooks";
import { cache } from "react";
import { Prisma } from "@/generated/prisma/client";

// The calendar and the lists are read far more often than the club's data changes, and on a
// small server each read's statement costs more than everything else in the request (see
// docs/architecture.md, "Speed"). So the process keeps what such a read returned, with the
// versions of the club's data it was read at, and gives it again while those versions hold.
//
// The versions are PostgreSQL's, one per topic of the club's data (migration
// 20261127140000_data_versions_by_topic): the lessons (slots, bookings, waiting lists, the weekly
// template, closures), the members (accounts and animals), the payments and the settings. Every
// change to a topic's tables makes its version larger when it commits, and every request reads
// the four with its session, in the same statement (current-user.ts). Each kept read names the
// topics it is read from, so a booking makes the calendar and the lesson lists stale but not the
// payments or the member's own account. A change shows on the very next request, on every
// instance; nothing is kept that the database no longer says. Reads that depend on the time of
// day keep their rows here and apply the clock when they answer.
//
// The versions belong to the request, not to the use cases: the session's statement notes them in
// the request's scope (`noteDataVersion`) and `readThrough` finds them there, so no signature
// carries them. An API request's scope is opened by `route()` (`inRequestScope`); a page's is
// React's per-request cache, which every server component of one render shares. Outside both
// (jobs, scripts) there are none, and every read goes to the database.

/** What the club's data is divided into, each with its own version (see above). */
export type Topic = "lessons" | "members" | "payments" | "settings";
const TOPICS: readonly Topic[] = ["lessons", "members", "payments", "settings"];

/** How many reads the process keeps (the least recently used go first): a few MB at most. */
export const MAX_KEPT_READS = 500;

/** The versions of the club's topics, in TOPICS' order, as SQL to read beside a request's first statement. */
export const DATA_VERSION_SQL = Prisma.sql`(SELECT concat_ws(' ', sum(v.lessons), sum(v.members), sum(v.payments), sum(v.settings)) FROM club_data_versions v)`;

type Entry = { version: string; value: Promise<unknown> };
const entries = new Map<string, Entry>();

type RequestScope = { dataVersions?: Record<Topic, string> };
const apiRequests = new AsyncLocalStorage<RequestScope>();
/** Outside a render, React calls this afresh every time: a scope that keeps nothing. */
const pageRequest = cache((): RequestScope => ({}));

function requestScope(): RequestScope {
  return apiRequests.getStore() ?? pageRequest();
}

/** Runs an API request's handling in a scope of its own (route.ts). */
export function inRequestScope<T>(handle: () => T): T {
  return apiRequests.run({}, handle);
}

/** The versions of the club's data this request's first statement saw (DATA_VERSION_SQL's answer). */
export function noteDataVersion(versions: string): void {
  const values = versions.split(" ");
  requestScope().dataVersions = Object.fromEntries(TOPICS.map((topic, index) => [topic, values[index]])) as Record<Topic, string>;
}

/**
 * What `read` answers for `key`, read again only when one of the `topics` it is read from changed
 * since it was kept (as of the versions the request's session statement saw). Name every topic
 * whose tables the read touches: a topic left out is a change the read will not show. Without
 * versions (a read outside a request) it always reads. Requests that miss at the same time share
 * one read. What comes back is shared: never change it.
 */
export async function readThrough<T>(key: string, topics: readonly Topic[], read: () => Promise<T>): Promise<T> {
  const versions = requestScope().dataVersions;
  if (versions === undefined) return read();
  const dataVersion = topics.map((topic) => versions[topic]).join(" ");
  const kept = entries.get(key);
  if (kept?.version === dataVersion) {
    entries.delete(key); // most recently used last
    entries.set(key, kept);
    return kept.value as Promise<T>;
  }
  const value = read();
  const entry: Entry = { version: dataVersion, value };
  entries.set(key, entry);
  if (entries.size > MAX_KEPT_READS) entries.delete(entries.keys().next().value!);
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key); // a failed read is not kept
  });
  return value;
}
