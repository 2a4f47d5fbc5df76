import { ConnectionError, loadOverNetwork } from "@/lib/api-client";

// The training record's calls (attendance-api.ts, with the retry-safe write) load at the first
// mark, not with the screens that show the marks (the calendar's day view, the trainer's home):
// most visits only look (docs/performance.md). A load the network fails is said as a failed call
// (loadOverNetwork); offline it is not even asked for, since the browser would keep that failure
// until the page is loaded again, and every mark after the network's return would fail with it.

export function loadAttendanceApi(): Promise<typeof import("@/lib/attendance-api")> {
  if (!navigator.onLine) return Promise.reject(new ConnectionError());
  return loadOverNetwork(import("@/lib/attendance-api"));
}
