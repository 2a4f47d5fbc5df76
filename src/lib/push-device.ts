import { apiFetch } from "@/lib/api-client";
import { currentSubscription, pushSupported } from "@/lib/push-device-state";
import type { PushPublicKeyJson } from "@/lib/push-json";

// This browser's side of Web Push (docs/architecture.md, "Push"): whether it can, whether it is
// on for the signed-in member, turning it on and off, and forgetting it at sign-out. The service
// worker (/sw.js, which loads /sw-push.js) shows what arrives. Whether it is on is read by
// push-device-state.ts, which the account page loads at once; this module loads on the switch's
// tap (docs/performance.md, "JavaScript per screen").

/** How long the service worker may take to be ready before we say it failed. */
const READY_TIMEOUT_MS = 10_000;
/** The browser asks its push service for a subscription: without network it may never answer. */
const SUBSCRIBE_TIMEOUT_MS = 20_000;
/** Sign-out waits at most this long for the device to be turned off. */
const SIGN_OUT_WAIT_MS = 3_000;

/** Asks for permission, subscribes with ACE's key and tells ACE. "denied"/"dismissed": the person said no (or closed the question). */
export async function turnOnThisDevice(): Promise<"on" | "denied" | "dismissed"> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "dismissed";
  const registration = await readyRegistration();
  const { public_key: publicKey } = await apiFetch<PushPublicKeyJson>("/push/public-key");
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && base64url(subscription.options.applicationServerKey) !== publicKey) {
    // Made with another key (ACE's pair changed): it would never receive ours.
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await withinTime(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) }),
    SUBSCRIBE_TIMEOUT_MS,
    "push service did not answer",
  );
  await apiFetch("/push/subscriptions", { method: "POST", body: subscription.toJSON() });
  return "on";
}

/** ACE forgets this device for the member, and the browser drops its subscription. */
export async function turnOffThisDevice(): Promise<void> {
  if (!pushSupported()) return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  // Both, whatever one of them does: the browser's side alone already stops what arrives.
  const [told, dropped] = await Promise.allSettled([
    apiFetch("/push/subscriptions", { method: "DELETE", body: { endpoint: subscription.endpoint } }),
    subscription.unsubscribe(),
  ]);
  if (dropped.status === "rejected") throw dropped.reason;
  if (told.status === "rejected") throw told.reason;
}

/**
 * At sign-out, before the session ends: the next person on a shared phone gets nothing of this
 * member's. Never fails the sign-out, and never holds it up long.
 */
export async function forgetThisDeviceAtSignOut(): Promise<void> {
  if (typeof window === "undefined" || !window.isSecureContext || !pushSupported()) return;
  await Promise.race([turnOffThisDevice(), new Promise((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS))]).catch(() => {});
}

/** Registers /sw.js (again is harmless) and waits for it to be active. */
async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register("/sw.js");
  return withinTime(navigator.serviceWorker.ready, READY_TIMEOUT_MS, "service worker not ready");
}

async function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(what)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

function bytesOf(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function base64url(key: ArrayBuffer | null): string | null {
  if (!key) return null;
  return btoa(String.fromCharCode(...new Uint8Array(key))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
