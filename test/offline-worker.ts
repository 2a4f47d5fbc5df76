import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { expect, vi } from "vitest";

// public/sw.js as a browser runs it, against one Cache Storage in memory shared with what the
// screens keep (src/lib/offline-lessons.ts, src/lib/offline-calendar.ts), so that their names and
// shapes are held in step. The browser journeys (e2e/phone.spec.ts, e2e/poor-network.spec.ts) do
// the same in Chromium.

const ROOT = path.resolve(import.meta.dirname, "..");
const WORKER = readFileSync(path.join(ROOT, "public/sw.js"), "utf8");
const OFFLINE_PAGE = readFileSync(path.join(ROOT, "public/offline.html"), "utf8");
const ORIGIN = "https://ace.test";

/** The worker's cache of its static page: the name public/sw.js gives it. */
export const OFFLINE_CACHE = /const OFFLINE_CACHE = "([^"]+)";/.exec(WORKER)![1];

/** Cache Storage as a browser keeps it, in memory: bodies stored as text, keys as paths. */
export class MemoryCaches {
  readonly stores = new Map<string, Map<string, { body: string; type: string }>>();
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new Map());
    const store = this.stores.get(name)!;
    return {
      put: async (key: string, response: Response) => {
        store.set(key, { body: await response.text(), type: response.headers.get("content-type") ?? "" });
      },
      match: async (key: string) => this.match(key, { cacheName: name }),
      keys: async () => [...store.keys()],
    };
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async match(key: string, { cacheName }: { cacheName: string }) {
    const entry = this.stores.get(cacheName)?.get(key);
    return entry ? new Response(entry.body, { headers: { "Content-Type": entry.type } }) : undefined;
  }
}

type FetchEvent = { request: { url: string; mode: string; method: string }; preloadResponse: Promise<Response | undefined>; respondWith: (answer: Promise<Response>) => void };

/** public/sw.js loaded as a browser loads it, with `network` standing for the network. */
export function startWorker(caches: MemoryCaches, network: () => Promise<Response>) {
  const handlers = new Map<string, (event: unknown) => void>();
  const importScripts = vi.fn();
  const self = { addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler) };
  // The test's own Date, so that a test may set the clock the worker reads.
  vm.runInNewContext(WORKER, { self, caches, importScripts, fetch: network, Response, URL, Date, console });
  expect(importScripts).toHaveBeenCalledWith("/sw-push.js");

  /** What the worker answers for a request, or null when it leaves it to the browser. */
  return async (address: string, mode = "navigate"): Promise<Response | null> => {
    let answer: Promise<Response> | null = null;
    const event: FetchEvent = {
      request: { url: `${ORIGIN}${address}`, mode, method: "GET" },
      preloadResponse: Promise.resolve(undefined),
      respondWith: (response) => (answer = response),
    };
    handlers.get("fetch")!(event);
    return answer;
  };
}

export function offline(): Promise<Response> {
  return Promise.reject(new TypeError("Failed to fetch"));
}

/** Cache Storage (the global the screens write to) holding the worker's static page. */
export async function withOfflinePage(): Promise<MemoryCaches> {
  const caches = new MemoryCaches();
  await (await caches.open(OFFLINE_CACHE)).put("/offline.html", new Response(OFFLINE_PAGE, { headers: { "Content-Type": "text/html" } }));
  vi.stubGlobal("caches", caches);
  return caches;
}
