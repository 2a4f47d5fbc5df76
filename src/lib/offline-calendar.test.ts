import { afterEach, describe, expect, it, vi } from "vitest";
import type { Slot, SlotDay } from "@/lib/availability-api";
import { forgetEverythingKept, keepUpcomingLessons, MEMBER_CACHE } from "@/lib/offline-lessons";
import { CALENDAR_KEY, keepCalendarDays, type KeptCalendar } from "@/lib/offline-calendar";
import { offlineCalendarBanner } from "@/lib/offline-calendar-banner";
import { offline, startWorker, withOfflinePage, type MemoryCaches } from "../../test/offline-worker";

// The calendar with no network (docs/rules.md, "On the phone"): what the calendar keeps of the
// days a member saw, and the offline page the service worker (public/sw.js) builds from it for
// /calendar, read only, under a banner. The browser journey: e2e/poor-network.spec.ts.

let nextId = 1;
function slot(start: string, end: string, fields: Partial<Slot> = {}): Slot {
  return {
    id: nextId++,
    date: "2026-12-01",
    start_time: start,
    end_time: end,
    starts_at: "",
    ends_at: "",
    is_blocked: false,
    status: "available",
    booking: null,
    bookable: true,
    not_bookable_reason: null,
    ...fields,
  } as Slot;
}

const named = (user: string, animal: string, isOwn: boolean) =>
  ({ id: nextId++, user_id: 9, user_name: user, animal_id: 4, animal_name: animal, is_own: isOwn, observations: "Trazer a trela comprida" }) as unknown as Slot["booking"];

function day(date: string, slots: Slot[]): SlotDay {
  return { date, slots: slots.map((each) => ({ ...each, date })), closure: null };
}

async function kept(caches: MemoryCaches): Promise<KeptCalendar> {
  return JSON.parse(await (await caches.match(CALENDAR_KEY, { cacheName: MEMBER_CACHE }))!.text());
}

async function offlineCalendar(caches: MemoryCaches, address = "/calendar?view=week&date=2026-12-01"): Promise<string> {
  return (await (await startWorker(caches, offline)(address))!).text();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the calendar kept for the offline page", () => {
  it("keeps times, the status the card showed and the member's own animal: no one else's name, no observations", async () => {
    const caches = await withOfflinePage();
    await keepCalendarDays([
      day("2026-12-01", [
        slot("09:00", "09:45", { status: "booked", booking: named("Inês Costa", "Trovão", true) }),
        slot("09:45", "10:30", { status: "booked", booking: named("Rui Vizinho", "Bolinha", false) }),
        slot("10:30", "11:15", { status: "booked", booking: { private: true, label: "Aula Privada" } }),
        slot("11:15", "12:00"),
        slot("12:00", "12:45", { bookable: false, not_bookable_reason: "As marcações devem ser feitas com 24 horas de antecedência." }),
        slot("14:00", "14:45", { status: "blocked", is_blocked: true }),
      ]),
    ]);
    const { days } = await kept(caches);
    expect(days).toEqual([
      {
        date: "2026-12-01",
        slots: [
          { start_time: "09:00", end_time: "09:45", status: "booked", own_animal: "Trovão" },
          { start_time: "09:45", end_time: "10:30", status: "booked", own_animal: null },
          { start_time: "10:30", end_time: "11:15", status: "booked", own_animal: null },
          { start_time: "11:15", end_time: "12:00", status: "available", own_animal: null },
          { start_time: "12:00", end_time: "12:45", status: "unavailable", own_animal: null },
          { start_time: "14:00", end_time: "14:45", status: "blocked", own_animal: null },
        ],
      },
    ]);
    const html = await offlineCalendar(caches);
    expect(html).not.toContain("Rui");
    expect(html).not.toContain("Bolinha");
    expect(html).not.toContain("Inês");
    expect(html).not.toContain("trela");
  });

  it("puts together the days of one week seen one at a time; another week replaces them", async () => {
    const caches = await withOfflinePage();
    await keepCalendarDays([day("2026-12-02", [slot("09:00", "09:45")])]);
    await keepCalendarDays([day("2026-11-30", [slot("10:00", "10:45")])]);
    await keepCalendarDays([day("2026-12-02", [slot("11:00", "11:45")])]);
    expect((await kept(caches)).days.map((each) => `${each.date} ${each.slots[0].start_time}`)).toEqual(["2026-11-30 10:00", "2026-12-02 11:00"]);

    await keepCalendarDays([day("2026-12-07", []), day("2026-12-08", [slot("09:00", "09:45")])]);
    expect((await kept(caches)).days.map((each) => each.date)).toEqual(["2026-12-07", "2026-12-08"]);
  });

  it("is shown for /calendar with no network, read only, under the banner the open calendar shows", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-27T10:42:00Z"));
    const caches = await withOfflinePage();
    await keepCalendarDays([
      day("2026-12-01", [slot("09:00", "09:45", { status: "booked", booking: named("Inês Costa", 'Rex <b>& "Co"</b>', true) }), slot("09:45", "10:30")]),
      day("2026-12-02", []),
    ]);
    vi.setSystemTime(new Date("2026-11-27T15:00:00Z"));

    const html = await offlineCalendar(caches);
    const banner = offlineCalendarBanner(new Date("2026-11-27T10:42:00Z"), new Date());
    expect(banner).toBe("Sem ligação: está a ver o calendário guardado às 10:42. Não é possível marcar nem cancelar.");
    expect(html).toContain(`<p class="banner" role="status">${banner}</p>`);
    expect(html).toContain('<h1 id="calendar">Calendário</h1>');
    expect(html).toContain(
      '<section aria-label="Terça-feira, 1 de dezembro"><h2 class="day">Terça-feira, 1 de dezembro</h2><ul><li class="slot"><span class="time">09:00 – 09:45</span> <span class="status booked">Marcada</span> <span class="own">A sua aula: Rex &lt;b&gt;&amp; &quot;Co&quot;&lt;/b&gt;</span></li><li class="slot"><span class="time">09:45 – 10:30</span> <span class="status available">Disponível</span></li></ul></section>',
    );
    expect(html).toContain('<h2 class="day">Quarta-feira, 2 de dezembro</h2><p class="none">Sem horários</p>');
    expect(html).toContain('<a class="retry" href="/calendar?view=week&amp;date=2026-12-01">Tentar novamente</a>');
    // In place of the 'Sem ligação' card, with no form, button or script.
    expect(html).not.toContain('id="offline"');
    expect(html).not.toMatch(/<(button|form|script)/);

    // Kept on another day: the banner says which.
    vi.setSystemTime(new Date("2026-11-28T09:00:00Z"));
    const nextDay = offlineCalendarBanner(new Date("2026-11-27T10:42:00Z"), new Date());
    expect(nextDay).toBe("Sem ligação: está a ver o calendário guardado a 27/11/2026, às 10:42. Não é possível marcar nem cancelar.");
    expect(await offlineCalendar(caches)).toContain(nextDay);
  });

  it("is for the calendar only, never shown while the network answers, and forgotten at logout", async () => {
    const caches = await withOfflinePage();
    await keepCalendarDays([day("2026-12-01", [slot("09:00", "09:45")])]);
    await keepUpcomingLessons([]);
    const home = await offlineCalendar(caches, "/");
    expect(home).toContain('<h1 id="offline">Sem ligação</h1>');
    expect(home).toContain("As suas próximas aulas");
    expect(home).not.toContain("Calendário");

    const online = startWorker(caches, async () => new Response("<h1>Calendário ao vivo</h1>", { status: 200 }));
    expect(await (await online("/calendar"))!.text()).toBe("<h1>Calendário ao vivo</h1>");
    expect(await online(CALENDAR_KEY, "cors")).toBeNull();

    vi.stubGlobal("navigator", { serviceWorker: { getRegistration: async () => undefined } });
    await forgetEverythingKept();
    await withOfflinePageIn(caches);
    const after = await offlineCalendar(caches);
    expect(after).toContain('<h1 id="offline">Sem ligação</h1>');
    expect(after).not.toContain("Calendário");
  });

  it("leaves out whatever in storage is not a kept day or slot", async () => {
    const caches = await withOfflinePage();
    const copy = {
      saved_at: new Date().toISOString(),
      days: [null, { date: "<script>", slots: [] }, { date: "2026-12-01", slots: [null, { start_time: "09:00", end_time: "09:45", status: "<img>", own_animal: null }, { start_time: "10:00", end_time: "10:45", status: "booked", own_animal: "Rex" }] }],
    };
    await (await caches.open(MEMBER_CACHE)).put(CALENDAR_KEY, new Response(JSON.stringify(copy)));
    const html = await offlineCalendar(caches);
    expect(html.match(/<li /g)).toHaveLength(1);
    expect(html).toContain("A sua aula: Rex");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img>");

    await (await caches.open(MEMBER_CACHE)).put(CALENDAR_KEY, new Response(JSON.stringify({ saved_at: "ontem", days: copy.days })));
    expect(await offlineCalendar(caches)).toContain('<h1 id="offline">Sem ligação</h1>');
  });
});

/** The worker's static page stored again, as the worker does after logout. */
async function withOfflinePageIn(caches: MemoryCaches): Promise<void> {
  const fresh = await withOfflinePage();
  for (const [name, store] of fresh.stores) caches.stores.set(name, store);
  vi.stubGlobal("caches", caches);
}
