import { afterEach, describe, expect, it, vi } from "vitest";
import type { BookingJson } from "@/lib/booking-json";
import { forgetEverythingKept, keepUpcomingLessons, MEMBER_CACHE, UPCOMING_LESSONS_KEY } from "@/lib/offline-lessons";
import { offline, startWorker, withOfflinePage } from "../../test/offline-worker";

// The offline page as the service worker (public/sw.js) builds it from what the screens keep
// (offline-lessons.ts), both run against one Cache Storage (test/offline-worker.ts), so their
// names are held in step; and what logout forgets. The browser journeys (e2e/phone.spec.ts) do
// the same in Chromium.

function lesson(hoursFromNow: number, animal: string, extra: Partial<BookingJson> = {}): BookingJson {
  const starts = new Date(Date.now() + hoursFromNow * 3_600_000);
  const ends = new Date(starts.getTime() + 45 * 60_000);
  const time = (instant: Date) => instant.toLocaleTimeString("pt-PT", { timeZone: "Europe/Lisbon", hour: "2-digit", minute: "2-digit" });
  return {
    id: 1,
    availability_slot_id: 1,
    animal_id: 1,
    user_id: 7,
    user_name: "Inês Costa",
    animal_name: animal,
    student_category: "student",
    date: starts.toLocaleDateString("sv-SE", { timeZone: "Europe/Lisbon" }),
    start_time: time(starts),
    end_time: time(ends),
    starts_at: starts.toISOString(),
    ends_at: ends.toISOString(),
    observations: "Trazer a trela comprida",
    dependant: null,
    ...extra,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the offline page", () => {
  it("says there is no connection, and its link tries the same address again", async () => {
    const fetchFor = startWorker(await withOfflinePage(), offline);
    const answer = (await fetchFor("/calendar?view=week&date=2026-11-30"))!;
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(html).toContain("<h1 id=\"offline\">Sem ligação</h1>");
    expect(html).toContain('href="/calendar?view=week&amp;date=2026-11-30">Tentar novamente');
    expect(html).not.toContain("As suas próximas aulas");
  });

  it("lists the lessons the member last saw, by day, leaving out those ended since; only date, times and animal are kept", async () => {
    const caches = await withOfflinePage();
    const later = lesson(50, 'Rex <b>& "Co"</b>');
    await keepUpcomingLessons([lesson(-3, "Acabou"), later]);

    const kept = JSON.parse((await (await caches.match(UPCOMING_LESSONS_KEY, { cacheName: MEMBER_CACHE }))!.text()));
    expect(Object.keys(kept.lessons[0]).sort()).toEqual(["animal_name", "date", "end_time", "ends_at", "start_time"]);

    const html = await (await startWorker(caches, offline)("/"))!.text();
    expect(html).toContain('<h2 id="lessons">As suas próximas aulas</h2>');
    expect(html).toMatch(/Vistas pela última vez a \d{2}\/\d{2}\/\d{4}, às \d{2}:\d{2}\./);
    expect(html).toContain(`${later.start_time} – ${later.end_time}</span> <span class="animal">Rex &lt;b&gt;&amp; &quot;Co&quot;&lt;/b&gt;</span>`);
    expect(html).not.toContain("Acabou");
    expect(html).not.toContain("Trazer a trela");
    expect(html).not.toContain("Inês");
  });

  it("leaves out whatever in storage is not a kept lesson", async () => {
    const caches = await withOfflinePage();
    const good = lesson(50, "Rex");
    const copy = { saved_at: new Date().toISOString(), lessons: [null, { date: "<script>", start_time: 1 }, { ...good, observations: "x" }] };
    await (await caches.open(MEMBER_CACHE)).put(UPCOMING_LESSONS_KEY, new Response(JSON.stringify(copy)));
    const html = await (await startWorker(caches, offline)("/"))!.text();
    expect(html.match(/<li>/g)).toHaveLength(1);
    expect(html).toContain("Rex");
    expect(html).not.toContain("undefined");
    expect(html).not.toContain("<script>");
  });

  it("says when the member had no lessons to come", async () => {
    const caches = await withOfflinePage();
    await keepUpcomingLessons([]);
    const html = await (await startWorker(caches, offline)("/"))!.text();
    expect(html).toContain("As suas próximas aulas");
    expect(html).toContain("Não tem aulas marcadas no futuro.");
  });

  it("is never shown while the network answers, and the API is never answered by the worker", async () => {
    const caches = await withOfflinePage();
    await keepUpcomingLessons([lesson(50, "Rex")]);
    const fetchFor = startWorker(caches, async () => new Response("<h1>Início</h1>", { status: 200 }));
    expect(await (await fetchFor("/"))!.text()).toBe("<h1>Início</h1>");
    // A server that answers with an error is the server's answer, not "no connection".
    const failing = startWorker(caches, async () => new Response("Serviço indisponível", { status: 503 }));
    expect((await failing("/"))!.status).toBe(503);
    expect(await fetchFor("/api/bookings/my?upcoming=1", "cors")).toBeNull();
    expect(await fetchFor("/offline/upcoming-lessons.json", "cors")).toBeNull();
  });
});

describe("forgetting at logout", () => {
  it("deletes every cache, then asks the worker for its static page again", async () => {
    const caches = await withOfflinePage();
    await keepUpcomingLessons([lesson(50, "Rex")]);
    const postMessage = vi.fn();
    vi.stubGlobal("navigator", { serviceWorker: { getRegistration: async () => ({ active: { postMessage } }) } });

    await forgetEverythingKept();

    expect(await caches.keys()).toEqual([]);
    expect(postMessage).toHaveBeenCalledWith({ type: "precache" });
    const html = await (await startWorker(caches, offline)("/"))!.text();
    expect(html).toContain("Sem ligação");
    expect(html).not.toContain("Rex");
  });

  it("never fails the logout when storage does", async () => {
    vi.stubGlobal("caches", { keys: async () => Promise.reject(new Error("storage gone")) });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(forgetEverythingKept()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalled();
  });
});
