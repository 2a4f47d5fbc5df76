// The calendar's weather (the place and key from the settings, and the cached forecast) is the
// same for every view for minutes at a time, so a process keeps what it read for a short while
// instead of two statements per calendar view. A refreshed forecast or changed settings in this
// process are seen at once (they call forgetCalendarWeather after committing); another
// instance's show within MEMO_MS. The generation keeps a read that began before a change from
// storing what it found.

export const MEMO_MS = 30_000;

let generation = 0;
let memo: { generation: number; at: number; value: unknown } | undefined;

/** What `read` answers, kept for MEMO_MS (performance.now(), a monotonic clock). */
export async function memoizedCalendarWeather<T>(read: () => Promise<T>): Promise<T> {
  const at = performance.now();
  if (memo && memo.generation === generation && at - memo.at < MEMO_MS) return memo.value as T;
  const started = generation;
  const value = await read();
  if (generation === started) memo = { generation: started, at, value };
  return value;
}

/** The next calendar view reads the settings and the forecast again. */
export function forgetCalendarWeather(): void {
  generation += 1;
  memo = undefined;
}
