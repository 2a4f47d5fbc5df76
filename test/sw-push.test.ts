import { readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

// public/sw-push.js, the service worker's push handlers, run as a browser runs a worker script:
// in a global scope of their own, with `self` the worker. Its events are dispatched by hand,
// with what a browser hands them; what it asks of the browser is recorded.

const SCRIPT = readFileSync(path.resolve(import.meta.dirname, "../public/sw-push.js"), "utf8");
const ORIGIN = "https://ace.clube.pt";

type Listener = (event: Record<string, unknown>) => void;
type WindowClient = { url: string; focus: () => Promise<WindowClient>; navigate: (url: string) => Promise<WindowClient> };

function worker(windows: { url: string }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: { body: string; data: { url: string }; lang: string } }[] = [];
  const actions: string[] = [];
  const clients: WindowClient[] = windows.map(({ url }) => {
    const client: WindowClient = {
      url,
      focus: async () => (actions.push(`focus ${client.url}`), client),
      navigate: async (target) => (actions.push(`navigate ${client.url} -> ${target}`), client),
    };
    return client;
  });
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: async (title: string, options: (typeof shown)[number]["options"]) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () => clients,
      openWindow: async (url: string) => void actions.push(`open ${url}`),
    },
  };
  runInNewContext(SCRIPT, { self, URL, console });

  async function dispatch(type: string, fields: Record<string, unknown>) {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)!({ ...fields, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  }
  const push = (data: string | null) =>
    dispatch("push", {
      data: data === null ? null : { json: () => JSON.parse(data), text: () => data },
    });
  const click = (url: unknown) => {
    let closed = false;
    return dispatch("notificationclick", { notification: { data: { url }, close: () => (closed = true) } }).then(() => closed);
  };
  return { shown, actions, push, click };
}

describe("public/sw-push.js", () => {
  it("shows a pushed notice with its title, text and link, in Portuguese", async () => {
    const sw = worker();
    await sw.push(JSON.stringify({ title: "Aula cancelada", body: "Quinta-feira, 26/11 às 18:00: chuva forte.", url: "/bookings" }));
    expect(sw.shown).toEqual([
      {
        title: "Aula cancelada",
        options: expect.objectContaining({ body: "Quinta-feira, 26/11 às 18:00: chuva forte.", lang: "pt-PT", data: { url: "/bookings" } }),
      },
    ]);
  });

  it("shows something sensible for a push without JSON, or without anything", async () => {
    const sw = worker();
    await sw.push("texto simples");
    await sw.push(null);
    expect(sw.shown.map(({ title, options }) => [title, options.body, options.data.url])).toEqual([
      ["ACE", "texto simples", "/"],
      ["ACE", "", "/"],
    ]);
  });

  it("never keeps a link that leaves the app", async () => {
    const sw = worker();
    for (const url of ["https://phishing.example/", "//phishing.example/", "javascript:alert(1)", 42]) {
      await sw.push(JSON.stringify({ title: "x", body: "y", url }));
    }
    expect(sw.shown.map(({ options }) => options.data.url)).toEqual(["/", "/", "/", "/"]);
  });

  it("a tap opens ACE at the notice's page: a new window when none is open", async () => {
    const sw = worker();
    expect(await sw.click("/bookings")).toBe(true);
    expect(sw.actions).toEqual([`open ${ORIGIN}/bookings`]);
  });

  it("a tap brings an open ACE window to the notice's page, or just to the front when it is there", async () => {
    const elsewhere = worker([{ url: "https://outro.site/" }, { url: `${ORIGIN}/calendar` }]);
    await elsewhere.click("/bookings");
    expect(elsewhere.actions).toEqual([`focus ${ORIGIN}/calendar`, `navigate ${ORIGIN}/calendar -> ${ORIGIN}/bookings`]);

    const there = worker([{ url: `${ORIGIN}/bookings` }]);
    await there.click("/bookings");
    expect(there.actions).toEqual([`focus ${ORIGIN}/bookings`]);

    const foreign = worker();
    await foreign.click("https://phishing.example/");
    expect(foreign.actions).toEqual([`open ${ORIGIN}/`]);
  });
});
