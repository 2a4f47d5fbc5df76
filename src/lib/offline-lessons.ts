import type { BookingJson } from "@/lib/booking-json";
import { now } from "@/lib/club-time";
import { MEMBER_CACHE } from "@/lib/member-cache";

// What the phone keeps for the offline page (docs/rules.md, "On the phone"): the signed-in
// member's upcoming lessons as they last saw them, and nothing else. The screens write it to the
// browser's Cache Storage, the service worker (public/sw.js) reads it when a page cannot load,
// and logout deletes every cache. public/sw.js repeats these names (plain JavaScript, served as
// is); offline-lessons.test.ts holds the two in step.

/** The cache holding the member's kept copy (lib/member-cache.ts). */
export { MEMBER_CACHE };

/** The kept copy's key inside MEMBER_CACHE (never requested from the server). */
export const UPCOMING_LESSONS_KEY = "/offline/upcoming-lessons.json";

/** One lesson as the offline page lists it: its date, its times and the animal, no more. */
export type KeptLesson = Pick<BookingJson, "date" | "start_time" | "end_time" | "animal_name" | "ends_at">;
export type KeptLessons = { saved_at: string; lessons: KeptLesson[] };

/** Keeps the lessons the member is being shown (the home's 'Próximas Aulas'), replacing the last copy. */
export async function keepUpcomingLessons(bookings: readonly BookingJson[]): Promise<void> {
  if (!("caches" in globalThis)) return; // an insecure origin or an old browser: nothing to keep
  const kept: KeptLessons = {
    saved_at: now().toISOString(),
    lessons: bookings.map(({ date, start_time, end_time, animal_name, ends_at }) => ({ date, start_time, end_time, animal_name, ends_at })),
  };
  const cache = await caches.open(MEMBER_CACHE);
  await cache.put(UPCOMING_LESSONS_KEY, new Response(JSON.stringify(kept), { headers: { "Content-Type": "application/json" } }));
}

/**
 * Deletes every cache of the site (the kept lessons with them), then asks the service worker to
 * store its static offline page again, which holds nothing of anyone. Awaited at logout, before
 * the login screen shows, and run again when the login screen opens (a session that ended on
 * its own). Never throws: signing out must not fail because storage did.
 */
export async function forgetEverythingKept(): Promise<void> {
  try {
    if ("caches" in globalThis) {
      for (const name of await caches.keys()) await caches.delete(name);
    }
    const registration = await navigator.serviceWorker?.getRegistration();
    registration?.active?.postMessage({ type: "precache" });
  } catch (error) {
    console.error("Erro ao apagar os dados guardados no dispositivo", error);
  }
}
