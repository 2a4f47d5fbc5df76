import { config } from "@/server/config";
import type { Tx } from "@/server/db";
import { readSettings } from "@/server/settings/club-settings";

// Whether the club takes payments in the app, and where (docs/rules.md, "Payments"): the
// `eupago_api_key` setting, else EUPAGO_API_KEY; Eupago's address is EUPAGO_BASE_URL's.

export type EupagoSource = { apiKey: string; baseUrl: string; timeoutMs: number };

/** The provider, or null when no key is set (the screens then offer the IBAN and the MB WAY number). */
export async function readEupagoSource(): Promise<EupagoSource | null> {
  return sourceOf((await readSettings()).eupago_api_key);
}

/** The same, read inside a transaction (its own connection: no pool read there). */
export async function readEupagoSourceIn(tx: Tx): Promise<EupagoSource | null> {
  const row = await tx.setting.findUnique({ where: { key: "eupago_api_key" }, select: { value: true } });
  return sourceOf(row?.value ?? "");
}

export function sourceOf(settingKey: string): EupagoSource | null {
  const apiKey = settingKey.trim() || config().eupagoApiKey?.trim() || "";
  return apiKey ? { apiKey, baseUrl: config().eupagoBaseUrl, timeoutMs: config().eupagoTimeoutMs } : null;
}
