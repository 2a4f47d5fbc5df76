import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/server/request/client-address";
import { guardNodeServer } from "@/server/http/node-server-guard";

// The guard on a real Node HTTP server, as Next.js's own server gets it: the handler stands in
// for Next.js (it echoes what it was given, or answers an empty 405 as Next.js does).

let server: http.Server;
let base: string;

beforeAll(async () => {
  guardNodeServer();
  server = http.createServer((request, response) => {
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
function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, type: response.headers["content-type"], body }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("the Node server guard", () => {
  it("stamps the socket's address over whatever the client claims", async () => {
    const response = await send("GET", "/api/x", { [CLIENT_ADDRESS_HEADER]: "203.0.113.66" });
    expect(JSON.parse(response.body)).toEqual({ address: "127.0.0.1" });
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
