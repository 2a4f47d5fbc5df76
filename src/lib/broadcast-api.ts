import { apiFetch } from "@/lib/api-client";
import type { BroadcastAudience, BroadcastJson } from "@/lib/broadcast-json";
import type { BroadcastBody } from "@/lib/validations/broadcasts";

// The trainer's messages to members (/messages): how many a message would reach, sending it, and
// what was sent.

export function countBroadcastRecipients(audience: BroadcastAudience) {
  return apiFetch<{ audience: BroadcastAudience; recipients: number }>(`/notices/broadcast/recipients?audience=${audience}`);
}

export function sendBroadcast(body: BroadcastBody) {
  return apiFetch<{ recipients: number; broadcast: BroadcastJson }>("/notices/broadcast", { method: "POST", body });
}

export function loadBroadcasts() {
  return apiFetch<{ broadcasts: BroadcastJson[] }>("/notices/broadcasts");
}
