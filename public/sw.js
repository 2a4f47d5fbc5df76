importScripts("/sw-push.js");

// ACE's service worker (docs/architecture.md, "On the phone"). It does one thing for pages: when a
// screen cannot be loaded because there is no network, it answers with the offline page
// ('Sem ligação'), listing the member's upcoming lessons as they last saw them. Everything else,
// the API above all, goes to the network untouched: nothing cached is ever served while online.
//
// The kept lessons are written by the screens (src/lib/offline-lessons.ts, whose names these
// repeat) and every cache is deleted at logout.

// A new name when public/offline.html changes: the browser installs a worker again only when
// this file changes, and the new one stores the new page and deletes the old cache.
const OFFLINE_CACHE = "ace-offline-v1";
const OFFLINE_PAGE = "/offline.html";
const MEMBER_CACHE = "ace-member";
const UPCOMING_LESSONS_KEY = "/offline/upcoming-lessons.json";
const LESSONS_MARK = "<!-- ace:lessons -->";
const RETRY_MARK = 'href="/" data-retry'; // the link that tries the same address again
const CLUB_TIME_ZONE = "Europe/Lisbon";

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("ace-offline-") && name !== OFFLINE_CACHE) await caches.delete(name);
      }
      // The page's request starts while the worker wakes up, so a navigation costs no extra wait.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

// Logout deletes every cache, then asks for the static page again (it holds nobody's data).
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "precache") event.waitUntil(precache());
});

self.addEventListener("fetch", (event) => {
  if (event.request.mode !== "navigate" || event.request.method !== "GET") return;
  event.respondWith(navigate(event));
});

async function precache() {
  const cache = await caches.open(OFFLINE_CACHE);
  await cache.add(new Request(OFFLINE_PAGE, { cache: "reload" }));
}

async function navigate(event) {
  try {
    const preloaded = await event.preloadResponse;
    if (preloaded) return preloaded;
    return await fetch(event.request);
  } catch {
    // No network (a server that answers, even with an error, is passed on as it is).
    return offlinePage(new URL(event.request.url));
  }
}

async function offlinePage(url) {
  const cached = await caches.match(OFFLINE_PAGE, { cacheName: OFFLINE_CACHE });
  const template = cached ? await cached.text() : FALLBACK_PAGE;
  const lessons = lessonsSection(await keptLessons());
  const html = template
    .replace(RETRY_MARK, () => `href="${escapeHtml(url.pathname + url.search)}"`)
    .replace(LESSONS_MARK, () => lessons);
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      // The page runs no script: its styles are inline, its mark an inline SVG.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

async function keptLessons() {
  try {
    const response = await caches.match(UPCOMING_LESSONS_KEY, { cacheName: MEMBER_CACHE });
    if (!response) return null;
    const kept = await response.json();
    return kept && Array.isArray(kept.lessons) && typeof kept.saved_at === "string" ? kept : null;
  } catch {
    return null;
  }
}

/** 'As suas próximas aulas', by day, from the kept copy; lessons ended since then are left out. */
function lessonsSection(kept) {
  if (!kept) return "";
  const nowMs = Date.now();
  const lessons = kept.lessons.filter((lesson) => isKeptLesson(lesson) && Date.parse(lesson.ends_at) > nowMs);
  const days = [];
  for (const lesson of lessons) {
    const day = days.at(-1);
    if (day && day.date === lesson.date) day.lessons.push(lesson);
    else days.push({ date: lesson.date, lessons: [lesson] });
  }
  const list = days.length
    ? days
        .map(
          (day) =>
            `<h3>${escapeHtml(dayLabel(day.date))}</h3><ul>${day.lessons
              .map((lesson) => `<li><span class="time">${escapeHtml(lesson.start_time)} – ${escapeHtml(lesson.end_time)}</span> <span class="animal">${escapeHtml(lesson.animal_name)}</span></li>`)
              .join("")}</ul>`,
        )
        .join("")
    : `<p>Não tem aulas marcadas no futuro.</p>`;
  return `<section aria-labelledby="lessons" class="card"><h2 id="lessons">As suas próximas aulas</h2><p class="note">Vistas pela última vez a ${escapeHtml(seenAt(kept.saved_at))}. Podem ter mudado entretanto.</p>${list}</section>`;
}

/** A lesson as src/lib/offline-lessons.ts keeps it; anything else in storage is left out. */
function isKeptLesson(lesson) {
  return (
    lesson !== null &&
    typeof lesson === "object" &&
    /^\d{4}-\d{2}-\d{2}$/.test(lesson.date) &&
    ["start_time", "end_time", "animal_name", "ends_at"].every((field) => typeof lesson[field] === "string")
  );
}

/** 'Quarta-feira, 2 de dezembro' (with the year when it is not this year's), as the screens title a day. */
function dayLabel(date) {
  const thisYear = new Intl.DateTimeFormat("en", { timeZone: CLUB_TIME_ZONE, year: "numeric" }).format(new Date());
  const year = date.slice(0, 4) === thisYear ? {} : { year: "numeric" };
  const label = new Intl.DateTimeFormat("pt-PT", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", ...year }).format(new Date(`${date}T12:00:00Z`));
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** '25/11/2026, às 15:30', in club time. */
function seenAt(iso) {
  const instant = new Date(iso);
  const date = new Intl.DateTimeFormat("pt-PT", { timeZone: CLUB_TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" }).format(instant);
  const time = new Intl.DateTimeFormat("pt-PT", { timeZone: CLUB_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
  return `${date}, às ${time}`;
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]);
}

// When the stored page is missing (storage cleared by the browser): the same words, unstyled.
const FALLBACK_PAGE = `<!doctype html><html lang="pt-PT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sem ligação · ACE</title></head><body><main><h1>Sem ligação</h1><p>Não foi possível contactar o ACE. Verifique a ligação à Internet e tente novamente.</p><p><a ${RETRY_MARK}>Tentar novamente</a></p>${LESSONS_MARK}</main></body></html>`;
