import { db, queryRows } from "@/server/db";
import { readThrough } from "@/server/read-cache";
import type { SettingsBody } from "@/lib/validations/settings";
import { SECRET_SETTING_KEYS, SETTING_DEFAULTS, SETTING_KEYS, type SettingKey } from "@/server/settings/setting-defaults";

export type ClubSettings = Record<SettingKey, string>;

/** Every setting, stored values over defaults. */
export async function readSettings(): Promise<ClubSettings> {
  // Read by most requests (booking rules, the calendar's weather): straight to the driver.
  const rows = await queryRows<{ key: string; value: string }>`SELECT key, value FROM settings WHERE key = ANY(${SETTING_KEYS})`;
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return { ...SETTING_DEFAULTS, ...stored } as ClubSettings;
}

/**
 * GET /api/settings: key -> { value }. Only the trainer gets the API keys (the weather's and the
 * payment provider's), and only masked ('••••1234'): a full key never leaves the server.
 */
export async function getSettingsFor(role: string) {
  const settings = await readSettings();
  const visible = SETTING_KEYS.filter((key) => !isSecret(key) || role === "trainer");
  const shown: ClubSettings = { ...settings };
  for (const key of SECRET_SETTING_KEYS) shown[key] = maskApiKey(settings[key]);
  return Object.fromEntries(visible.map((key) => [key, { value: shown[key] }]));
}

const isSecret = (key: SettingKey) => (SECRET_SETTING_KEYS as readonly SettingKey[]).includes(key);

const savedListeners = new Set<() => void>();

/**
 * Calls `listener` after each save in this process: what keeps settings read (the weather's place
 * and key) forgets them, without this folder knowing its readers.
 */
export function onSettingsSaved(listener: () => void): void {
  savedListeners.add(listener);
}

/**
 * Saves the nine keys, and the added keys that the body carries (the others stay as they are).
 * An API key sent back exactly as GET masked it means "unchanged": the stored key stays.
 */
export async function updateSettings(values: SettingsBody) {
  const stored = await db.setting.findMany({ where: { key: { in: [...SECRET_SETTING_KEYS] } } });
  const storedValue = (key: SettingKey) => stored.find((row) => row.key === key)?.value ?? "";
  const unchanged = (key: SettingKey) => isSecret(key) && storedValue(key) !== "" && values[key] === maskApiKey(storedValue(key));
  const sent = SETTING_KEYS.flatMap((key) => {
    const value = values[key];
    return value === undefined || unchanged(key) ? [] : [{ key, value }];
  });
  await db.$transaction(
    sent.map(({ key, value }) => db.setting.upsert({ where: { key }, create: { key, value }, update: { value } })),
  );
  for (const listener of savedListeners) listener();
  return { message: "Configurações guardadas com sucesso!" };
}

/** The booking rules' settings, as numbers and flags. */
export async function bookingSettings() {
  const settings = await readSettings();
  return {
    lessonMinutes: Number(settings.booking_duration_minutes),
    minHoursAhead: Number(settings.min_booking_hours_ahead),
    bookingsBlocked: settings.bookings_blocked === "1",
    /** 0: no waiting list. */
    waitlistHoldHours: Number(settings.waitlist_hold_hours),
    /** 0: no reminders. */
    reminderHoursBefore: Number(settings.reminder_hours_before),
    /** 0: members may cancel until the lesson starts. */
    cancelMinHoursBefore: Number(settings.cancel_min_hours_before),
  };
}

/**
 * The booking settings as a request sees them, kept while the settings hold (read-cache.ts): the
 * calendar's reads, a booking and a cancellation ask for them on every request.
 */
export function keptBookingSettings(): ReturnType<typeof bookingSettings> {
  return readThrough("booking settings", ["settings"], bookingSettings);
}

/** '••••1234': the last four characters of a key long enough to keep the rest hidden. */
export function maskApiKey(key: string): string {
  if (key === "") return "";
  return key.length >= 12 ? `••••${key.slice(-4)}` : "••••";
}
