import { apiFetch } from "@/lib/api-client";
import type { PushDevicesJson } from "@/lib/push-json";

// Whether Web Push is on in this browser for the signed-in member: what the account page's switch
// shows at once. Turning it on and off is push-device.ts, loaded when the switch is tapped.

export type DeviceState = "insecure" | "unsupported" | "denied" | "off" | "on";

export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** On only if this browser has a subscription and ACE has it for this member (not a previous one). */
export async function readDeviceState(): Promise<DeviceState> {
  if (!window.isSecureContext) return "insecure";
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const subscription = await currentSubscription();
  if (!subscription || Notification.permission !== "granted") return "off";
  const { subscriptions } = await apiFetch<PushDevicesJson>("/push/subscriptions");
  return subscriptions.some((device) => device.endpoint === subscription.endpoint) ? "on" : "off";
}
