import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerBeforeNext } from "@/server/http/request-guard";
import { DEFAULT_TRUSTED_PROXY_NETWORKS, networkList } from "@/server/request/client-address";
import { apiRoutes, pathOf } from "../../../test/api-routes";

// A path with a malformed percent-escape, on a real Node HTTP server guarded as ACE's is (server.ts):
// the handler stands in for Next.js, which fails to decode such a path and answers a plain-text
// 500. Every API route (found from the file tree) with %FF in each of its segments, and screens.

let server: http.Server;
let base: string;

beforeAll(async () => {
  const trust = { proxies: 0, from: networkList(DEFAULT_TRUSTED_PROXY_NETWORKS) };
  server = http.createServer((request, response) => {
    if (answerBeforeNext(request, response, trust)) return;
    try {
      decodeURIComponent(request.url!.split("?")[0]!);
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify({ reached: request.url }));
    } catch {
      response.statusCode = 500;
      response.end("Internal Server Error");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string, path: string) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, type: response.headers["content-type"], body }));
    });
    request.on("error", reject);
    request.end();
  });
}

/** Each of a path's segments in turn replaced by `escape`. */
function withEscapeInEachSegment(path: string, escape: string): string[] {
  const segments = path.split("/");
  return segments.slice(1).map((_, i) => segments.map((segment, j) => (j === i + 1 ? escape : segment)).join("/"));
}

const calls = (await apiRoutes()).flatMap((route) =>
  withEscapeInEachSegment(pathOf(route, { id: "1", date: "2026-12-01", path: "x" }), "%FF").map((path) => ({ method: route.method, path })),
);

describe("a malformed percent-escape in the path", () => {
  it("answers 400 JSON on every API route, in every segment, for each method the route serves", async () => {
    expect(calls).toContainEqual({ method: "DELETE", path: "/api/bookings/%FF" });
    for (const { method, path } of calls) {
      const response = await send(method, path);
      expect([response.status, response.type, response.body], `${method} ${path}`).toEqual([
        400, "application/json", JSON.stringify({ error: "Endereço inválido." }),
      ]);
    }
  });

  it.each(["/%FF", "/calendar/%E0%A4%A", "/api/bookings/100%", "/api/bookings/%zz", "/_next/static/%C0"])("answers 400 JSON for %s", async (path) => {
    const response = await send("GET", path);
    expect([response.status, response.type, JSON.parse(response.body)]).toEqual([400, "application/json", { error: "Endereço inválido." }]);
  });

  it("lets well-formed escapes and a malformed query through to the app", async () => {
    for (const path of ["/api/bookings/%31", "/api/animals?name=%FF", "/calend%C3%A1rio"]) {
      const response = await send("GET", path);
      expect([response.status, JSON.parse(response.body)], path).toEqual([200, { reached: path }]);
    }
  });
});
