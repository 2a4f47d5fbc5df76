// Debian's Chromium, never a downloaded browser. Without the background-networking flags it
// reaches for Google's services, which this machine's network refuses.
//
// Two builds of the same Chromium from Debian (same version, same Blink and V8):
// - `chromium`, the whole browser: the bench's Lighthouse scores (bench-pages.ts), the phone's
//   installability (e2e/phone.spec.ts), and the journeys that need a browser's own services
//   (push: playwright.config.ts, "whole-browser");
// - `chromium-headless-shell`, the headless build Playwright runs by default: every other journey,
//   and the bench's weighing of each screen's JavaScript.
//   It renders pages as the browser does, for about a third less CPU (docs/performance.md, "The
//   test suite").
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
