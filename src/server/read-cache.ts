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

/** How many reads the process keeps (the least recently used go first): a few MB at most. */
export const MAX_KEPT_READS = 500;

/** The version of the club's data, as SQL to read beside a request's first statement. */
export const DATA_VERSION_SQL = "coalesce((SELECT v.version FROM club_data_version v), 0)::text";

type Entry = { version: string; value: Promise<unknown> };
const entries = new Map<string, Entry>();

/**
 * What `read` answers for `key`, read again only when the club's data changed since it was kept
 * (`dataVersion`: the version the request's session statement saw). Callers with no version (a
 * read outside a request) always read. Requests that miss at the same time share one read.
 * What comes back is shared: never change it.
 */
export async function readThrough<T>(key: string, dataVersion: string | undefined, read: () => Promise<T>): Promise<T> {
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
