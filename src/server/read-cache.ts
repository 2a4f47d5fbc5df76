import { AsyncLocalStorage } from "node:async_hooks";
import { cache } from "react";

// The calendar and the lists are read far more often than the club's data changes, and on a
// small server each read's statement costs more than everything else in the request (see
// docs/architecture.md, "Speed"). So the process keeps what such a read returned, with the
// version of the club's data it was read at, and gives it again while that version holds.
//
// The version is PostgreSQL's (migration 20261124090000_club_data_version): every change to the
// tables these reads come from sets it anew when it commits, and every request reads it with its
// session, in the same statement (current-user.ts). So a change shows on the very next request,
// on every instance; nothing is kept that the database no longer says. Reads that depend on the
// time of day keep their rows here and apply the clock when they answer.
//
// The version belongs to the request, not to the use cases: the session's statement notes it in
// the request's scope (`noteDataVersion`) and `readThrough` finds it there, so no signature
// carries it. An API request's scope is opened by `route()` (`inRequestScope`); a page's is
// React's per-request cache, which every server component of one render shares. Outside both
// (jobs, scripts) there is no version, and every read goes to the database.

/** How many reads the process keeps (the least recently used go first): a few MB at most. */
export const MAX_KEPT_READS = 500;

/** The version of the club's data, as SQL to read beside a request's first statement. */
export const DATA_VERSION_SQL = "coalesce((SELECT v.version FROM club_data_version v), 0)::text";

type Entry = { version: string; value: Promise<unknown> };
const entries = new Map<string, Entry>();

type RequestScope = { dataVersion?: string };
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

/** The version of the club's data this request's first statement saw. */
export function noteDataVersion(version: string): void {
  requestScope().dataVersion = version;
}

/**
 * What `read` answers for `key`, read again only when the club's data changed since it was kept
 * (as of the version the request's session statement saw). Without a version (a read outside a
 * request) it always reads. Requests that miss at the same time share one read. What comes back
 * is shared: never change it.
 */
export async function readThrough<T>(key: string, read: () => Promise<T>): Promise<T> {
  const dataVersion = requestScope().dataVersion;
  if (dataVersion === undefined) return read();
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
