import { db } from "@/server/db";
import type { SettingsBody } from "@/lib/validations/settings";
import { SETTING_DEFAULTS, SETTING_KEYS, type SettingKey } from "@/server/settings/setting-defaults";

export type ClubSettings = Record<SettingKey, string>;

/** Every setting, stored values over defaults. */
export async function readSettings(): Promise<ClubSettings> {
  const rows = await db.setting.findMany({ where: { key: { in: SETTING_KEYS } } });
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return { ...SETTING_DEFAULTS, ...stored } as ClubSettings;
}

/** GET /api/settings: key -> { value }; only the trainer sees the weather API key. */
export async function getSettingsFor(role: string) {
  const settings = await readSettings();
  const visible = SETTING_KEYS.filter((key) => key !== "weather_api_key" || role === "trainer");
  return Object.fromEntries(visible.map((key) => [key, { value: settings[key] }]));
}

/** Saves the nine keys, and the added keys that the body carries (the others stay as they are). */
export async function updateSettings(values: SettingsBody) {
  const sent = SETTING_KEYS.flatMap((key) => (values[key] === undefined ? [] : [{ key, value: values[key] }]));
  await db.$transaction(
    sent.map(({ key, value }) => db.setting.upsert({ where: { key }, create: { key, value }, update: { value } })),
  );
  return { message: "Configurações guardadas com sucesso!" };
}

/** The booking rules' settings, as numbers and flags. */
export async function bookingSettings() {
  const settings = await readSettings();
  return {
    lessonMinutes: Number(settings.booking_duration_minutes),
    minHoursAhead: Number(settings.min_booking_hours_ahead),
    bookingsBlocked: settings.bookings_blocked === "1",
  };
}
