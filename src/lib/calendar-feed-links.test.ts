import { describe, expect, it } from "vitest";
import { googleCalendarUrl, webcalUrl } from "@/lib/calendar-feed-links";

const FEED = "https://ace.exemplo.pt/calendar.ics?aluno=42&token=a1b2-c3_d4";

describe("the calendar feed's one-tap links", () => {
  it("offer the same feed with the webcal scheme, from https or http", () => {
    expect(webcalUrl(FEED)).toBe("webcal://ace.exemplo.pt/calendar.ics?aluno=42&token=a1b2-c3_d4");
    expect(webcalUrl("http://localhost:3000/calendar.ics?aluno=7&token=t")).toBe("webcal://localhost:3000/calendar.ics?aluno=7&token=t");
  });

  it("give Google Calendar the webcal address, encoded whole so its query stays the feed's", () => {
    const link = new URL(googleCalendarUrl(FEED));
    expect(link.origin + link.pathname).toBe("https://calendar.google.com/calendar/r");
    expect([...link.searchParams.keys()]).toEqual(["cid"]);
    expect(link.searchParams.get("cid")).toBe(webcalUrl(FEED));
    expect(googleCalendarUrl(FEED)).toContain("cid=webcal%3A%2F%2Face.exemplo.pt%2Fcalendar.ics%3Faluno%3D42%26token%3D");
  });
});
