"use client";

import { useEffect } from "react";

/**
 * Registers public/sw.js (the offline page; docs/architecture.md, "On the phone") in production
 * builds, once the page has loaded and the browser is idle: installing the worker fetches and
 * caches its files, which on a phone would compete with the screen's own first paint and scripts.
 * `updateViaCache: 'none'`: the browser asks the server for a new worker on each visit, so a fix
 * reaches installed apps at once.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const register = () =>
      navigator.serviceWorker
        .register("/sw.js", { scope: "/", updateViaCache: "none" })
        .catch((error: unknown) => console.error("Erro ao registar o service worker", error));
    const whenIdle = () => ("requestIdleCallback" in window ? window.requestIdleCallback(() => void register()) : void register());
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => window.removeEventListener("load", whenIdle);
  }, []);
  return null;
}
