import { onSettingsSaved } from "@/server/settings/club-settings";

// The weather the screens show (the place and key from the settings, and the cached forecast) is
// the same for every request for minutes at a time, so a process keeps what it read for a short
// while instead of two or three statements per calendar view or forecast. A refreshed forecast
// or changed settings in this process are seen at once (forgetWeather runs after either
// commits; settings reach it through onSettingsSaved); another instance's show within MEMO_MS. The generation keeps a read that began
// before a change from storing what it found.

export const MEMO_MS = 30_000;

let generation = 0;
const memos = new Map<string, { generation: number; at: number; value: unknown }>();

/** What `read` answers, kept under `name` for MEMO_MS (performance.now(), a monotonic clock). */
export async function memoizedWeather<T>(name: string, read: () => Promise<T>): Promise<T> {
  const at = performance.now();
  const memo = memos.get(name);
  if (memo && memo.generation === generation && at - memo.at < MEMO_MS) return memo.value as T;
  const started = generation;
  const value = await read();
  if (generation === started) memos.set(name, { generation: started, at, value });
  return value;
}

/** The next calendar view and forecast read the settings and the forecast again. */
export function forgetWeather(): void {
  generation += 1;
  memos.clear();
}

// The weather's place or key may have changed.
onSettingsSaved(forgetWeather);
