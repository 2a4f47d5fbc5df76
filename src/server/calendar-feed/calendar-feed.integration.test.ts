import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { GET as feed } from "@/app/calendar.ics/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as resetFeedUrl } from "@/app/api/auth/calendar-feed/reset/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { feedToken } from "@/server/calendar-feed/feed-token";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

async function memberWithLessons() {
  const ana = await createUser({ name: "Ana Silva", role: "student" });
  const bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
  const lessons = [];
  // One lesson before and one after the October daylight-saving change, and one in winter.
  for (const [date, time] of [["2026-10-24", "18:00"], ["2026-10-26", "18:00"], ["2026-12-02", "09:30"]]) {
    const slot = await createSlot({ startsAt: clubInstant(date, time) });
    lessons.push(await db.booking.create({ data: { slotId: slot.id, animalId: bolt.id, userId: ana.id, observations: date === "2026-12-02" ? "Trazer trela" : null } }));
  }
  const bruno = await createUser({ role: "student" });
  const max = await createAnimal({ userId: bruno.id, name: "Max" });
  const other = await createSlot({ startsAt: clubInstant("2026-10-27", "18:00") });
  await db.booking.create({ data: { slotId: other.id, animalId: max.id, userId: bruno.id } });
  return { ana, lessons };
}

const fetchFeed = (query: string) => callRoute(feed, { path: `/calendar.ics?${query}` });

/** The feed's events as Lisbon wall-clock strings, read by an independent parser (ical.js). */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    const start = event.startDate.toJSDate();
    const lisbon = (instant: Date) =>
      new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Lisbon", dateStyle: "short", timeStyle: "short" }).format(instant);
    return { uid: event.uid, summary: event.summary, description: event.description, start: lisbon(start), end: lisbon(event.endDate.toJSDate()) };
  });
}

describe("the calendar feed (integration)", () => {
  it("serves a member's lessons as valid iCalendar, at the right Lisbon times across DST", async () => {
    const { ana, lessons } = await memberWithLessons();
    const response = await fetchFeed(`aluno=${ana.id}&token=${feedToken(ana.id, 0)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");

    const events = parse(response.text);
    expect(events).toEqual([
      { uid: `booking-${lessons[0].id}@localhost:3000`, summary: "Aula de agility - Bolt", description: null, start: "2026-10-24 18:00", end: "2026-10-24 18:45" },
      { uid: `booking-${lessons[1].id}@localhost:3000`, summary: "Aula de agility - Bolt", description: null, start: "2026-10-26 18:00", end: "2026-10-26 18:45" },
      { uid: `booking-${lessons[2].id}@localhost:3000`, summary: "Aula de agility - Bolt", description: "Trazer trela", start: "2026-12-02 09:30", end: "2026-12-02 10:15" },
    ]);
  });

  it("keeps UIDs stable from one fetch to the next", async () => {
    const { ana } = await memberWithLessons();
    const query = `aluno=${ana.id}&token=${feedToken(ana.id, 0)}`;
    const first = parse((await fetchFeed(query)).text).map((event) => event.uid);
    const second = parse((await fetchFeed(query)).text).map((event) => event.uid);
    expect(second).toEqual(first);
  });

  it("tells a calendar app that already has this version so (304), and shows a change at once", async () => {
    const { ana, lessons } = await memberWithLessons();
    const query = `aluno=${ana.id}&token=${feedToken(ana.id, 0)}`;
    const first = await fetchFeed(query);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = await callRoute(feed, { path: `/calendar.ics?${query}`, headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    // A change elsewhere in the club reads the calendar again, but it is the same calendar.
    await createUser({ name: "Outro Membro" });
    const unrelated = await callRoute(feed, { path: `/calendar.ics?${query}`, headers: { "if-none-match": etag } });
    expect(unrelated.status).toBe(304);

    await db.booking.update({ where: { id: lessons[0].id }, data: { observations: "Chegar mais cedo" } });
    const changed = await callRoute(feed, { path: `/calendar.ics?${query}`, headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(parse(changed.text).map((event) => event.description)).toContain("Chegar mais cedo");
    await db.booking.delete({ where: { id: lessons[1].id } });
    expect(parse((await fetchFeed(query)).text)).toHaveLength(2);
    await db.setting.upsert({ where: { key: "app_name" }, create: { key: "app_name", value: "Clube Agility" }, update: { value: "Clube Agility" } });
    expect((await fetchFeed(query)).text).toContain("X-WR-CALNAME:Clube Agility - Aulas");
  });

  it("offers the same calendar as a download", async () => {
    const { ana } = await memberWithLessons();
    const response = await fetchFeed(`aluno=${ana.id}&token=${feedToken(ana.id, 0)}&download=1`);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="aulas-ace.ics"');
    expect(parse(response.text)).toHaveLength(3);
  });

  it("refuses a missing, wrong or borrowed token, and a deactivated member", async () => {
    const { ana } = await memberWithLessons();
    const other = await createUser();
    for (const query of [`aluno=${ana.id}`, `aluno=${ana.id}&token=abc`, `aluno=${ana.id}&token=${feedToken(other.id, 0)}`, "aluno=x&token=y"]) {
      const response = await fetchFeed(query);
      expect(response.status).toBe(403);
      expect(response.json).toEqual({ error: "Link de calendário inválido." });
    }
    await db.user.update({ where: { id: ana.id }, data: { isActive: false } });
    expect((await fetchFeed(`aluno=${ana.id}&token=${feedToken(ana.id, 0)}`)).status).toBe(403);
  });

  it("is announced to students in /api/auth/me, and the URL works", async () => {
    const { ana } = await memberWithLessons();
    const { json } = await callRoute(me, { token: await tokenFor(ana) });
    const url = new URL(json.user.calendar_feed_url);
    expect(url.pathname).toBe("/calendar.ics");
    const response = await fetchFeed(url.search.slice(1));
    expect(response.status).toBe(200);
  });

  it("can be replaced by its member: the new URL works, the old one stops, other members' go on", async () => {
    const { ana } = await memberWithLessons();
    const bruno = await createUser({ role: "external" });
    const token = await tokenFor(ana);
    const oldUrl = new URL((await callRoute(me, { token })).json.user.calendar_feed_url);
    const brunoUrl = new URL((await callRoute(me, { token: await tokenFor(bruno) })).json.user.calendar_feed_url);

    const reset = await callRoute(resetFeedUrl, { method: "POST", token });
    expect(reset.json.message).toBe("Novo link de calendário criado. O anterior deixou de funcionar.");
    const newUrl = new URL(reset.json.calendar_feed_url);
    expect(newUrl.search).not.toBe(oldUrl.search);
    expect((await fetchFeed(oldUrl.search.slice(1))).status).toBe(403);
    expect((await fetchFeed(newUrl.search.slice(1))).status).toBe(200);
    expect((await callRoute(me, { token })).json.user.calendar_feed_url).toBe(newUrl.toString());
    expect((await fetchFeed(brunoUrl.search.slice(1))).status).toBe(200);

    const guest = await tokenFor(await createUser({ role: "guest" }));
    expect((await callRoute(resetFeedUrl, { method: "POST", token: guest })).status).toBe(403);
  });
});
