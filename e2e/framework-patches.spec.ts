import { readFile } from "node:fs/promises";
import http from "node:http";
import { e2eEnv } from "./support/accounts";
import { query, startAppStack, type AppStack } from "./support/app-stack";
import { expect, test } from "./support/fixtures";
import { uniqueEmail } from "./support/members";

// What ACE adds to Next.js, checked against the build as the club runs it (server.ts), so that a
// Next.js upgrade that goes around one of them fails here rather than in a club
// (docs/architecture.md, "What ACE adds to Next.js, and what each still saves"):
// - the request guard (src/server/http/request-guard.ts), called by the server before Next.js;
// - the build's configuration handed to Next.js by server.ts, so that it never loads its compiler;
// - brotli for the build's scripts (src/server/http/static-brotli.ts): security-headers.spec.ts;
// - AppLink (src/components/navigation/app-link.tsx) in place of next/link: e2e/login.spec.ts (the
//   navbar's links: no reload, prefetch on intent, Ctrl-click).

/** A raw request: neither fetch nor Playwright sends TRACE, or a path byte as it is. */
function raw(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const request = http.request(`${e2eEnv("baseUrl")}${path}`, { method, headers }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, type: response.headers["content-type"], body }));
    });
    request.on("error", reject);
    request.end();
  });
}

test("a path with a malformed escape is a JSON 400, on the API and on screens", async () => {
  for (const path of ["/api/bookings/%FF", "/calendar/%E0%A4%A"]) {
    const response = await raw("GET", path);
    expect(response.status, path).toBe(400);
    expect(response.type, path).toBe("application/json");
    expect(JSON.parse(response.body), path).toEqual({ error: "Endereço inválido." });
  }
});

test("a method no route serves, or one a route does not export, is a JSON 405", async () => {
  for (const [method, path] of [["TRACE", "/api/health"], ["PROPFIND", "/calendar"], ["PATCH", "/api/health"]] as const) {
    const response = await raw(method, path);
    expect(response.status, `${method} ${path}`).toBe(405);
    expect(response.type, `${method} ${path}`).toBe("application/json");
    expect(JSON.parse(response.body), `${method} ${path}`).toEqual({ error: "Método não permitido." });
  }
});

test.describe("an instance whose port a client reaches directly, behind a declared proxy elsewhere", () => {
  let stack: AppStack;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const serverUrl = new URL(e2eEnv("databaseUrl"));
    serverUrl.pathname = "/postgres";
    // One proxy is declared, but it connects from 192.0.2.1: this journey's connections (from
    // loopback) are a client that reached the app's port itself.
    stack = await startAppStack({ serverUrl: serverUrl.toString(), instances: 1, name: "direct", env: { TRUST_PROXY: "1", TRUST_PROXY_FROM: "192.0.2.1" } });
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  test("believes neither the client address nor the forwarded addresses such a client writes itself", async () => {
    // Without the server's guard, Next.js would pass these headers on and each forged address
    // would get a limit of its own (10 sign-ups an hour). The server writes the socket's address
    // over them (here loopback: an unknown address, with one shared limit of 50).
    const statuses: number[] = [];
    for (let index = 0; index < 12; index++) {
      const forged = `203.0.113.${index + 1}`;
      const body = JSON.stringify({ name: `Visitante ${index}`, email: uniqueEmail("Visitante"), password: "segredo-123" });
      const headers: Record<string, string> = index % 2 === 0 ? { "x-ace-client-address": forged } : { "x-forwarded-for": forged };
      statuses.push(await postOnNewConnection(`${stack.urls[0]}/api/auth/register`, body, headers));
    }
    expect(statuses).toEqual(Array(12).fill(201));
    const keys = await query<{ key: string; count: number }>(stack.databaseUrl, "SELECT key, sum(count)::int AS count FROM rate_limit_hits WHERE key LIKE 'register:ip:%' GROUP BY key");
    expect(keys).toEqual([{ key: "register:ip:unknown", count: 12 }]);
  });

  test("runs on the configuration the build wrote, without loading Next.js's compiler", async () => {
    // server.ts hands Next.js the build's configuration (__NEXT_PRIVATE_STANDALONE_CONFIG, from
    // .next/required-server-files.json), as Next.js's standalone server does: a setting of Next.js's
    // own, not a documented one. If an upgrade stops reading it, Next.js reads next.config.ts
    // again, which loads its compiler (SWC, about 25 MB) into the server: its native library
    // shows among the process's mapped files.
    await expect.poll(() => fetch(`${stack.urls[0]}/login`).then((response) => response.status)).toBe(200); // a screen rendered
    const maps = await readFile(`/proc/${stack.pids[0]}/maps`, "utf8");
    expect(maps).toContain("/node"); // the server's own process, and readable
    expect(maps.split("\n").filter((line) => /next-swc|@next\/swc/.test(line))).toEqual([]);
  });
});

/** POSTs on a connection of its own. */
function postOnNewConnection(url: string, body: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(url, { method: "POST", agent: false, headers: { ...headers, "content-type": "application/json", origin: new URL(url).origin } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode!));
    });
    request.on("error", reject);
    request.end(body);
  });
}
