// The page half of `npm run bench`: how much JavaScript each screen makes a first visitor
// download, and Lighthouse's mobile scores of the busiest screens, against a running server.
//
// JavaScript weight: each screen loaded in Debian's Chromium in a fresh browser context (empty
// cache) with the role's session cookie; once the network is idle, the bytes received for every
// script (compressed, headers included: Lighthouse's "script transfer size") are summed. A kB is
// 1024 bytes, as Lighthouse counts them (its "KiB"; the issue's figures are Lighthouse's).
// Lighthouse 12: the default mobile config (simulated throttling), performance and accessibility,
// the session sent as a Cookie header. A screen's score is the median of five runs in one browser
// (Lighthouse clears the cache before each run, so each is a first visit): one run moves by up to
// ten points here. Both members have seen the release notes (see `seeChangelog`).
//
// Alone: `npx tsx scripts/lib/bench-pages.ts http://127.0.0.1:3000 [trainer-cookie student-cookie]
// [--no-lighthouse] [--runs=5] [--only=/login,/] [--scripts]`; without cookies it signs in the
// demo's student and its trainer, whose password it takes from TRAINER_PASSWORD (the demo has no
// fixed one: it prints the password it made on its first start).
import path from "node:path";
import { chromium } from "@playwright/test";
import { STATIC_ASSETS_PATH } from "@/lib/static-headers";
import { compressedFileNames } from "@/server/http/static-brotli";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "./chromium";

export type PageRole = "anonymous" | "trainer" | "student";
export type PageTarget = {
  path: string;
  role: PageRole;
  lighthouse: boolean;
  maxJsKb: number | null;
  /** Lighthouse's largest contentful paint of the median run must stay under this (ms), when set. */
  maxLcpMs?: number;
};
export type PageResult = {
  path: string;
  role: PageRole;
  jsKb: number;
  maxJsKb: number | null;
  /** Lighthouse scores, 0-100, when the page was audited. */
  perf?: number;
  a11y?: number;
  /** Accessibility audits that failed (ids), when the page was audited. */
  a11yFailed?: string[];
  /** Lighthouse's performance metrics of the median run (ms; CLS unitless), to see what a score is made of. */
  metrics?: Record<string, number>;
  /** Every script the page received, when asked for (`listScripts`). */
  scripts?: Array<{ url: string; bytes: number }>;
  failures: string[];
};
export type MeasurePagesOptions = {
  baseUrl: string;
  /** Cookie header values (`ace_session=...`) of a signed-in trainer and student. */
  cookies: Record<Exclude<PageRole, "anonymous">, string>;
  pages?: PageTarget[];
  /** Run Lighthouse on the pages marked for it (default true). */
  lighthouse?: boolean;
  /** Lighthouse runs per page, in one browser; the median score counts (default 5). */
  lighthouseRuns?: number;
  listScripts?: boolean;
  /**
   * Mark the release notes as seen for both members first (default true): otherwise home opens
   * its 'Novidades' modal on every visit, the first-visit-after-a-release screen, and measures that.
   */
  seeChangelog?: boolean;
  log?: (line: string) => void;
};

export const MAX_JS_KB = 130;
export const MIN_PERFORMANCE = 95;
export const MIN_ACCESSIBILITY = 100;
/** Home, for both roles: its largest paint is the greeting, however full the trainer's to-do is (bench-todo.ts). */
export const MAX_HOME_LCP_MS = 2500;

const page = (path: string, role: PageRole, lighthouse = false, maxJsKb: number | null = MAX_JS_KB, maxLcpMs?: number): PageTarget => ({
  path,
  role,
  lighthouse,
  maxJsKb,
  maxLcpMs,
});

/** Every screen (src/app/**\/page.tsx) as the role that uses it; statistics has no weight target. */
export const PAGE_TARGETS: PageTarget[] = [
  page("/login", "anonymous", true),
  page("/register", "anonymous"),
  page("/forgot-password", "anonymous"),
  page("/", "trainer", true, MAX_JS_KB, MAX_HOME_LCP_MS),
  page("/", "student", true, MAX_JS_KB, MAX_HOME_LCP_MS),
  page("/calendar", "trainer", true),
  page("/calendar", "student"),
  page("/animals", "trainer"),
  page("/animals", "student"),
  page("/weather", "student"),
  page("/help", "student"),
  page("/account", "student"),
  page("/availability", "trainer"),
  page("/payments", "trainer", true),
  page("/settings", "trainer"),
  page("/students", "trainer", true),
  page("/statistics", "trainer", false, null),
  page("/statistics", "student", false, null),
];

export async function measurePages(options: MeasurePagesOptions): Promise<PageResult[]> {
  const { baseUrl, cookies, pages = PAGE_TARGETS, lighthouse = true, lighthouseRuns = LIGHTHOUSE_RUNS, log = () => {} } = options;
  const cookieOf = (role: PageRole) => (role === "anonymous" ? "" : cookies[role]);
  const results: PageResult[] = [];
  if (options.seeChangelog !== false) {
    for (const cookie of Object.values(cookies)) await markChangelogSeen(baseUrl, cookie);
  }

  await untilScriptsInBrotli(baseUrl);
  // The bytes a screen loads are the same in either build: the headless one, lighter.
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS });
  try {
    // Bytes do not depend on timing, and a page mostly waits for its network to fall idle: a
    // few at once, each in its own context (an empty cache).
    const weighed = await inBatches(pages, WEIGH_AT_ONCE, async (target) => {
      const url = new URL(target.path, baseUrl).href;
      const scripts = await scriptsOf(browser, url, cookieOf(target.role));
      const jsKb = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
      const result: PageResult = { path: target.path, role: target.role, jsKb, maxJsKb: target.maxJsKb, failures: [] };
      if (options.listScripts) result.scripts = scripts;
      if (target.maxJsKb !== null && jsKb > target.maxJsKb) {
        result.failures.push(`${target.path} (${target.role}) loads ${jsKb.toFixed(1)} kB of JavaScript > ${target.maxJsKb} kB`);
      }
      log(`${target.path} (${target.role}): ${jsKb.toFixed(1)} kB of JavaScript`);
      return result;
    });
    results.push(...weighed);
  } finally {
    await browser.close();
  }

  if (!lighthouse) return results;
  for (const result of results) {
    const target = pages.find((candidate) => candidate.path === result.path && candidate.role === result.role);
    if (!target?.lighthouse) continue;
    const runs = await lighthouseRunsOf(new URL(result.path, baseUrl).href, cookieOf(result.role), lighthouseRuns);
    const scores = median(runs);
    Object.assign(result, scores);
    if (scores.perf < MIN_PERFORMANCE) {
      result.failures.push(`${result.path} (${result.role}) Lighthouse performance ${scores.perf} < ${MIN_PERFORMANCE}`);
    }
    // The paint's own median: the median score's run need not be the median paint's.
    const lcp = runs.map((run) => run.metrics.LCP).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    if (target.maxLcpMs !== undefined && !(lcp < target.maxLcpMs)) {
      result.failures.push(`${result.path} (${result.role}) largest contentful paint ${Math.round(lcp)} ms (median) >= ${target.maxLcpMs} ms`);
    }
    if (scores.a11y < MIN_ACCESSIBILITY) {
      result.failures.push(
        `${result.path} (${result.role}) Lighthouse accessibility ${scores.a11y} < ${MIN_ACCESSIBILITY} (${scores.a11yFailed.join(", ")})`,
      );
    }
    log(
      `${result.path} (${result.role}): Lighthouse performance ${runs.map((r) => r.perf).join("/")}, ` +
        `LCP ${runs.map((r) => Math.round(r.metrics.LCP)).join("/")} ms, TBT ${runs.map((r) => Math.round(r.metrics.TBT)).join("/")} ms, accessibility ${scores.a11y}; largest paint: ${scores.lcpElement}`,
    );
  }
  return results;
}

/** The scripts a first visit receives: bytes on the wire per script response. */
const WEIGH_AT_ONCE = 4;

/** `work` over `items`, `size` at a time, the answers in the items' order. */
async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    answers.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return answers;
}

async function scriptsOf(browser: import("@playwright/test").Browser, url: string, cookie: string) {
  const context = await browser.newContext({ locale: "pt-PT", timezoneId: "Europe/Lisbon" });
  try {
    if (cookie) await context.addCookies(parseCookieHeader(cookie).map(({ name, value }) => ({ name, value, url })));
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    const scriptUrls = new Map<string, string>();
    const scripts: Array<{ url: string; bytes: number }> = [];
    cdp.on("Network.responseReceived", (event) => {
      if (event.type === "Script") scriptUrls.set(event.requestId, event.response.url);
    });
    cdp.on("Network.loadingFinished", (event) => {
      const scriptUrl = scriptUrls.get(event.requestId);
      if (scriptUrl !== undefined) scripts.push({ url: scriptUrl, bytes: event.encodedDataLength });
    });
    await cdp.send("Network.enable");
    const response = await tab.goto(url, { waitUntil: "networkidle" });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    if (new URL(tab.url()).pathname !== new URL(url).pathname) throw new Error(`${url} redirected to ${tab.url()}: is the cookie valid?`);
    // What the router fetches once the page is idle (prefetched links) counts too.
    await tab.waitForTimeout(1000);
    await tab.waitForLoadState("networkidle");
    return scripts.sort((a, b) => b.bytes - a.bytes);
  } finally {
    await context.close();
  }
}

type LighthouseScores = { perf: number; a11y: number; a11yFailed: string[]; metrics: Record<string, number>; lcpElement?: string };

const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  SI: "speed-index",
  CLS: "cumulative-layout-shift",
} as const;

/** The median of five runs is the score: a run's total blocking time moves by a factor of two here. */
export const LIGHTHOUSE_RUNS = 5;

/** `count` Lighthouse runs of one page in one browser (each run starts with an empty cache). */
async function lighthouseRunsOf(url: string, cookie: string, count: number): Promise<LighthouseScores[]> {
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    logLevel: "silent",
  });
  try {
    const runs: LighthouseScores[] = [];
    for (let run = 0; run < count; run++) runs.push(await lighthouseScores(url, cookie, chrome.port));
    return runs;
  } finally {
    chrome.kill();
  }
}

async function lighthouseScores(url: string, cookie: string, port: number): Promise<LighthouseScores> {
  const { default: lighthouse } = await import("lighthouse");
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`Lighthouse on ${url} landed on ${finalDisplayedUrl}`);
  const accessibility = categories.accessibility;
  const a11yFailed = accessibility.auditRefs
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    perf: Math.round((categories.performance.score ?? 0) * 100),
    a11y: Math.round((accessibility.score ?? 0) * 100),
    a11yFailed,
    metrics: Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, audits[id]?.numericValue ?? NaN])),
    lcpElement: lcpElementOf(audits["largest-contentful-paint-element"]?.details),
  };
}

/** The element Lighthouse saw as the largest paint (its HTML's start), to say what a paint waited for. */
function lcpElementOf(details: unknown): string | undefined {
  // Lighthouse 12: a list whose first table's first row holds the node.
  const table = (details as { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined)?.items?.[0];
  return table?.items?.[0]?.node?.snippet?.slice(0, 120);
}

function median(runs: LighthouseScores[]): LighthouseScores {
  const middle = Math.floor(runs.length / 2);
  const byPerf = [...runs].sort((a, b) => a.perf - b.perf);
  const byA11y = [...runs].sort((a, b) => a.a11y - b.a11y);
  return {
    perf: byPerf[middle].perf,
    metrics: byPerf[middle].metrics,
    lcpElement: byPerf[middle].lcpElement,
    a11y: byA11y[middle].a11y,
    a11yFailed: byA11y[middle].a11yFailed,
  };
}

function parseCookieHeader(header: string): Array<{ name: string; value: string }> {
  return header
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const equals = part.indexOf("=");
      return { name: part.slice(0, equals), value: part.slice(equals + 1) };
    });
}

/**
 * The server brotli-compresses the build's scripts in the background once it has started
 * (src/server/http/static-brotli.ts), and until a script is done it is sent in gzip, about 15 %
 * heavier. A screen weighed in the first seconds of a server (`--pages`) would be weighed so:
 * wait, at most a minute, until every file it compresses is answered in brotli.
 */
async function untilScriptsInBrotli(baseUrl: string): Promise<void> {
  const giveUpAt = Date.now() + 60_000;
  for (const name of await compressedFileNames(path.resolve(".next/static"))) {
    const url = new URL(`${STATIC_ASSETS_PATH}${name}`, baseUrl);
    while ((await fetch(url, { method: "HEAD", headers: { "accept-encoding": "br" } })).headers.get("content-encoding") !== "br") {
      if (Date.now() > giveUpAt) throw new Error(`${url.pathname} is still not sent in brotli after a minute`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function markChangelogSeen(baseUrl: string, cookie: string): Promise<void> {
  const response = await fetch(new URL("/api/auth/mark-changelog-seen", baseUrl), { method: "POST", headers: { cookie } });
  if (!response.ok) throw new Error(`Marking the changelog seen answered ${response.status}: ${await response.text()}`);
}

/** Signs in through the API and answers the Cookie header value the browser would send. */
export async function signInCookie(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(new URL("/api/auth/login", baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Login of ${email} answered ${response.status}: ${await response.text()}`);
  const session = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .find((pair) => pair.startsWith("ace_session="));
  if (!session) throw new Error(`Login of ${email} set no ace_session cookie`);
  return session;
}

/** Prints the table (scripts/bench.ts and this file alone). */
export function printPages(results: PageResult[]): void {
  console.log(`\n${formatPageResults(results)}`);
}

/** The table printed by the bench and by this file alone. */
export function formatPageResults(results: PageResult[]): string {
  const lines = ["page                    role        JS kB  target  perf  a11y"];
  for (const result of results) {
    lines.push(
      [
        result.path.padEnd(23),
        result.role.padEnd(10),
        result.jsKb.toFixed(1).padStart(6),
        (result.maxJsKb === null ? "-" : String(result.maxJsKb)).padStart(7),
        (result.perf === undefined ? "" : String(result.perf)).padStart(5),
        (result.a11y === undefined ? "" : String(result.a11y)).padStart(5),
        result.metrics ? `  ${Object.entries(result.metrics).map(([name, value]) => `${name} ${name === "CLS" ? value.toFixed(3) : Math.round(value)}`).join(" ")}` : "",
        result.a11yFailed?.length ? `  a11y failed: ${result.a11yFailed.join(", ")}` : "",
      ].join(" "),
    );
    for (const script of result.scripts ?? []) {
      lines.push(`      ${(script.bytes / 1024).toFixed(1).padStart(6)} kB  ${new URL(script.url).pathname}`);
    }
  }
  return lines.join("\n");
}

function demoTrainerPassword(): string {
  const password = process.env.TRAINER_PASSWORD;
  if (!password) throw new Error("Set TRAINER_PASSWORD to the demo trainer's password (printed on the demo's first start), or pass the cookies.");
  return password;
}

async function main() {
  const args = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  const flags = process.argv.slice(2).filter((arg) => arg.startsWith("--"));
  const baseUrl = args[0] ?? "http://127.0.0.1:3000";
  const trainer = args[1] ?? (await signInCookie(baseUrl, process.env.TRAINER_EMAIL || "treinador@ace.pt", demoTrainerPassword()));
  const student = args[2] ?? (await signInCookie(baseUrl, "aluno@ace.pt", "demo123"));
  const runs = Number(flags.find((flag) => flag.startsWith("--runs="))?.slice("--runs=".length) ?? LIGHTHOUSE_RUNS);
  const only = flags.find((flag) => flag.startsWith("--only="))?.slice("--only=".length).split(",");
  const results = await measurePages({
    baseUrl,
    cookies: { trainer, student },
    pages: only ? PAGE_TARGETS.filter((target) => only.includes(target.path)) : PAGE_TARGETS,
    lighthouse: !flags.includes("--no-lighthouse"),
    lighthouseRuns: runs,
    listScripts: flags.includes("--scripts"),
    log: (line) => console.error(line),
  });
  printPages(results);
  const failures = results.flatMap((result) => result.failures);
  if (failures.length) {
    console.error(`\nMissed:\n${failures.map((failure) => `- ${failure}`).join("\n")}`);
    process.exitCode = 1;
  } else console.log("\nEvery page target met.");
}

if (process.argv[1] && path.basename(process.argv[1]) === "bench-pages.ts") void main();
