import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, DEFAULT_TRUSTED_PROXY_NETWORKS, networkList, type ProxyTrust } from "@/server/request/client-address";
import { answerBeforeNext } from "@/server/http/request-guard";

// The guard on a real Node HTTP server, as ACE's server (server.ts) calls it: the handler stands
// in for Next.js (it echoes what it was given, or answers an empty 405 as Next.js does). Each
// test may set how the server trusts proxies; the connections come from loopback.

let server: http.Server;
let base: string;
let trust: ProxyTrust;

beforeEach(() => {
  trust = { proxies: 0, from: networkList(DEFAULT_TRUSTED_PROXY_NETWORKS) };
});

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (answerBeforeNext(request, response, trust)) return;
    if (request.url === "/api/empty-405") {
      response.statusCode = 405;
      response.flushHeaders();
      response.end();
      return;
    }
    response.setHeader("Content-Type", "application/json");
    response.end(JSON.stringify({ address: request.headers[CLIENT_ADDRESS_HEADER] ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request: fetch refuses TRACE and would not let a test send it. */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, type: response.headers["content-type"], body }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

describe("the request guard", () => {
  it("stamps the socket's address over whatever the client claims", async () => {
    const response = await send("GET", "/api/x", { [CLIENT_ADDRESS_HEADER]: "203.0.113.66", "x-forwarded-for": "203.0.113.67" });
    expect(JSON.parse(response.body)).toEqual({ address: "127.0.0.1" });
  });

  it("behind a declared proxy, believes X-Forwarded-For from the proxy's address only", async () => {
    trust = { proxies: 1, from: networkList(DEFAULT_TRUSTED_PROXY_NETWORKS) }; // loopback is the proxy
    const viaProxy = await send("GET", "/api/x", { "x-forwarded-for": "203.0.113.1, 198.51.100.5" });
    expect(JSON.parse(viaProxy.body)).toEqual({ address: "198.51.100.5" });

    // The same request from an address that is no proxy of ours (the port reached directly): its
    // forwarded addresses are its own word, and its socket is who it is.
    trust = { proxies: 1, from: networkList(["10.0.0.0/8"]) };
    const direct = await send("GET", "/api/x", { "x-forwarded-for": "203.0.113.1, 198.51.100.5", [CLIENT_ADDRESS_HEADER]: "198.51.100.5" });
    expect(JSON.parse(direct.body)).toEqual({ address: "127.0.0.1" });
  });

  it("answers a method no route serves only once the request's body is read, so nothing resets the connection", async () => {
    const body = "x".repeat(256 * 1024);
    const response = await send("PROPFIND", "/calendar", { "content-length": String(body.length) }, body);
    expect(response.status).toBe(405);
  });

  it.each(["TRACE", "PROPFIND", "MKCOL"])("answers %s with a JSON 405, before the app sees it", async (method) => {
    const response = await send(method, "/api/health");
    expect(response.status).toBe(405);
    expect(response.type).toBe("application/json");
    expect(JSON.parse(response.body)).toEqual({ error: "Método não permitido." });
  });

  it("gives the API's empty 405s the { error } body", async () => {
    const response = await send("PATCH", "/api/empty-405");
    expect(response.status).toBe(405);
    expect(response.type).toBe("application/json");
    expect(JSON.parse(response.body)).toEqual({ error: "Método não permitido." });
  });
});
