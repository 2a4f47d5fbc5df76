"use client";

import { useEffect } from "react";

/**
 * Registers public/sw.js (the offline page; docs/architecture.md, "On the phone") in production
 * builds. `updateViaCache: 'none'`: the browser asks the server for a new worker on each visit,
 * so a fix reaches installed apps at once.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker
      .register("/sw.js", { scope: "/", updateViaCache: "none" })
      .catch((error: unknown) => console.error("Erro ao registar o service worker", error));
  }, []);
  return null;
}
