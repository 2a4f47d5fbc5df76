// Debian's Chromium, never a downloaded browser: for the browser journeys (playwright.config.ts)
// and the bench's pages (bench-pages.ts). Without the background-networking flags it reaches for
// Google's services, which this machine's network refuses.
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
