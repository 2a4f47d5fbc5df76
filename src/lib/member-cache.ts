// The Cache Storage cache that holds what the phone keeps of the signed-in member for the offline
// page (offline-lessons.ts, offline-calendar.ts); everything else cached is static. public/sw.js
// repeats the name; offline-lessons.test.ts holds the two in step. A module of its own, so that
// the calendar's keeping does not load the lessons' keeping and the logout's forgetting with it.
export const MEMBER_CACHE = "ace-member";
