import { db } from "@/server/db";
import { SETTING_DEFAULTS, type SettingKey } from "@/server/settings/setting-defaults";

/** A setting's stored value, or its default when the row is missing. */
export async function getSetting(key: SettingKey): Promise<string> {
  const row = await db.setting.findUnique({ where: { key }, select: { value: true } });
  return row?.value ?? SETTING_DEFAULTS[key];
}
