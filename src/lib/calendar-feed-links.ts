// The calendar feed in one tap (docs/rules.md, "Calendar feed"): phones and desktop calendars
// subscribe to a `webcal://` link, Google Calendar to its own page that takes the feed's address.

/** The feed's URL with the `webcal://` scheme, which opens the device's calendar app to subscribe. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//i, "webcal://");
}

/** Google Calendar's page that adds a calendar by URL, opened on the feed. */
export function googleCalendarUrl(feedUrl: string): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl(feedUrl))}`;
}
