// ACE's Web Push in the service worker (docs/architecture.md, "Push"): shows each pushed notice
// and opens ACE where it points when tapped. A classic script, whole in itself: the service
// worker (/sw.js) loads it with importScripts("/sw-push.js").
"use strict";

(() => {
  const FALLBACK_TITLE = "ACE";

  /** Only a path of the app: a pushed link never leads elsewhere. */
  function appPath(url) {
    return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/";
  }

  function readNotice(data) {
    if (!data) return {};
    try {
      const notice = data.json();
      return notice && typeof notice === "object" ? notice : {};
    } catch {
      return { body: data.text() };
    }
  }

  self.addEventListener("push", (event) => {
    const notice = readNotice(event.data);
    const title = typeof notice.title === "string" && notice.title ? notice.title : FALLBACK_TITLE;
    event.waitUntil(
      self.registration.showNotification(title, {
        body: typeof notice.body === "string" ? notice.body : "",
        icon: "/icon.svg",
        lang: "pt-PT",
        data: { url: appPath(notice.url) },
      }),
    );
  });

  self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const target = new URL(appPath(event.notification.data && event.notification.data.url), self.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
        const same = windows.find((client) => client.url === target);
        if (same) return same.focus();
        const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
        if (open) {
          const focused = await open.focus();
          return focused.navigate ? focused.navigate(target) : focused;
        }
        return self.clients.openWindow(target);
      })(),
    );
  });

  // The browser replaced this device's subscription (keys or push service changed): tell ACE,
  // with the session cookie of whoever is signed in, so the notices keep coming to this device.
  self.addEventListener("pushsubscriptionchange", (event) => {
    event.waitUntil(
      (async () => {
        const old = event.oldSubscription;
        const fresh =
          event.newSubscription ||
          (old && old.options ? await self.registration.pushManager.subscribe(old.options) : null);
        const send = (method, body) =>
          fetch("/api/push/subscriptions", {
            method,
            credentials: "same-origin",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(body),
          });
        if (fresh) await send("POST", fresh.toJSON());
        if (old && (!fresh || old.endpoint !== fresh.endpoint)) await send("DELETE", { endpoint: old.endpoint });
      })().catch(() => {}),
    );
  });
})();
