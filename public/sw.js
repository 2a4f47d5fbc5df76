importScripts("/sw-push.js");

// ACE's service worker (docs/architecture.md, "On the phone"). It does one thing for pages: when a
// screen cannot be loaded because there is no network, it answers with the offline page
// ('Sem ligação'), listing the member's upcoming lessons as they last saw them, or, for the
// calendar, the days of the calendar they last saw, read only, under a banner. Everything else,
// the API above all, goes to the network untouched: nothing cached is ever served while online.
//
// The kept lessons and days are written by the screens (src/lib/offline-lessons.ts and
// src/lib/offline-calendar.ts, whose names these repeat) and every cache is deleted at logout.

// A new name when public/offline.html changes: the browser installs a worker again only when
// this file changes, and the new one stores the new page and deletes the old cache.
const OFFLINE_CACHE = "ace-offline-v2";
const OFFLINE_PAGE = "/offline.html";
const MEMBER_CACHE = "ace-member";
const UPCOMING_LESSONS_KEY = "/offline/upcoming-lessons.json";
const CALENDAR_KEY = "/offline/calendar.json";
const LESSONS_MARK = "<!-- ace:lessons -->";
const NOTICE = /<!-- ace:notice -->[\s\S]*<!-- \/ace:notice -->/; // the 'Sem ligação' card
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
  const retry = `href="${escapeHtml(url.pathname + url.search)}"`;
  const calendar = url.pathname === "/calendar" ? await keptCalendar() : null;
  const lessons = calendar ? null : await keptLessons();
  // The calendar last seen takes the place of the 'Sem ligação' card; elsewhere, the lessons to come.
  const html = calendar
    ? template
        .replace("<body>", () => '<body class="wide">')
        .replace(NOTICE, () => calendarSection(calendar, retry))
        .replace(LESSONS_MARK, () => "")
    : template.replace(RETRY_MARK, () => retry).replace(LESSONS_MARK, () => lessonsSection(lessons));
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

async function keptCalendar() {
  try {
    const response = await caches.match(CALENDAR_KEY, { cacheName: MEMBER_CACHE });
    if (!response) return null;
    const kept = await response.json();
    if (!kept || !Array.isArray(kept.days) || typeof kept.saved_at !== "string" || Number.isNaN(Date.parse(kept.saved_at))) return null;
    const days = kept.days.filter(isKeptDay);
    return days.length ? { saved_at: kept.saved_at, days } : null;
  } catch {
    return null;
  }
}

const SLOT_STATUS_LABELS = { available: "Disponível", booked: "Marcada", blocked: "Bloqueada", unavailable: "Indisponível" };

/** The days as the calendar showed them, read only, under the banner that says so. */
function calendarSection(kept, retry) {
  const days = kept.days
    .map((day) => {
      const label = escapeHtml(dayLabel(day.date));
      const slots = day.slots.filter(isKeptSlot);
      const list = slots.length
        ? `<ul>${slots
            .map(
              (slot) =>
                `<li class="slot"><span class="time">${escapeHtml(slot.start_time)} – ${escapeHtml(slot.end_time)}</span> <span class="status ${slot.status}">${SLOT_STATUS_LABELS[slot.status]}</span>${
                  slot.own_animal ? ` <span class="own">A sua aula: ${escapeHtml(slot.own_animal)}</span>` : ""
                }</li>`,
            )
            .join("")}</ul>`
        : `<p class="none">Sem horários</p>`;
      return `<section aria-label="${label}"><h2 class="day">${label}</h2>${list}</section>`;
    })
    .join("");
  return `<p class="banner" role="status">${escapeHtml(calendarBanner(kept.saved_at))}</p><section class="card" aria-labelledby="calendar"><h1 id="calendar">Calendário</h1><div class="days">${days}</div><a class="retry" ${retry}>Tentar novamente</a></section>`;
}

/** As src/lib/offline-calendar-banner.ts words it: 'Sem ligação: está a ver o calendário guardado às 10:42. …'. */
function calendarBanner(iso) {
  const saved = new Date(iso);
  const clubDate = (instant) => new Intl.DateTimeFormat("en-CA", { timeZone: CLUB_TIME_ZONE }).format(instant);
  const when = clubDate(saved) === clubDate(new Date()) ? `às ${clubTime(saved)}` : `a ${seenAt(iso)}`;
  return `Sem ligação: está a ver o calendário guardado ${when}. Não é possível marcar nem cancelar.`;
}

function isKeptDay(day) {
  return day !== null && typeof day === "object" && /^\d{4}-\d{2}-\d{2}$/.test(day.date) && Array.isArray(day.slots);
}

/** A slot as src/lib/offline-calendar.ts keeps it; anything else in storage is left out. */
function isKeptSlot(slot) {
  return (
    slot !== null &&
    typeof slot === "object" &&
    typeof slot.start_time === "string" &&
    typeof slot.end_time === "string" &&
    Object.hasOwn(SLOT_STATUS_LABELS, slot.status) &&
    (slot.own_animal === null || typeof slot.own_animal === "string")
  );
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
  return `${date}, às ${clubTime(instant)}`;
}

/** '15:30', in club time. */
function clubTime(instant) {
  return new Intl.DateTimeFormat("pt-PT", { timeZone: CLUB_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]);
}

// When the stored page is missing (storage cleared by the browser): the same words, unstyled.
const FALLBACK_PAGE = `<!doctype html><html lang="pt-PT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sem ligação · ACE</title></head><body><main><!-- ace:notice --><h1>Sem ligação</h1><p>Não foi possível contactar o ACE. Verifique a ligação à Internet e tente novamente.</p><p><a ${RETRY_MARK}>Tentar novamente</a></p><!-- /ace:notice -->${LESSONS_MARK}</main></body></html>`;
