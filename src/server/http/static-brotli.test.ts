import http from "node:http";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliStaticFiles } from "@/server/http/static-brotli";

// The brotli server of the build's static files on a real Node HTTP server, as ACE's server (server.ts) calls it: the handler stands in for Next.js and says so.

const SCRIPT = `console.log(${JSON.stringify("olá ".repeat(500))});`;
let server: http.Server;
let base: string;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "ace-static-"));
  await mkdir(path.join(dir, "chunks"));
  await writeFile(path.join(dir, "chunks", "page.js"), SCRIPT);
  await writeFile(path.join(dir, "chunks", "page.css"), "body{color:red}");
  await writeFile(path.join(dir, "media.woff2"), "binary");
  const files = brotliStaticFiles(dir);
  await files.ready;
  server = http.createServer((request, response) => files.serve(request, response) || response.end(`next.js: ${request.url}`));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

/** A raw request: fetch would decompress the body and hide the encoding. */
function send(method: string, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${base}${url}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("the build's static files in brotli", () => {
  it("answers a browser that accepts brotli with the script compressed, and Next.js's headers", async () => {
    const response = await send("GET", "/_next/static/chunks/page.js?dpl=1", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers.vary).toBe("Accept-Encoding");
    // The documents' headers are for documents: none of them on a script.
    expect(response.headers["x-frame-options"]).toBeUndefined();
    expect(response.headers["referrer-policy"]).toBeUndefined();
    expect(response.headers["permissions-policy"]).toBeUndefined();
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
    expect(response.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 10);
  });

  it("serves styles too, and HEAD without a body", async () => {
    const response = await send("HEAD", "/_next/static/chunks/page.css", { "accept-encoding": "br" });
    expect(response.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.body.length).toBe(0);
  });

  it.each([
    ["a browser without brotli", "/_next/static/chunks/page.js", { "accept-encoding": "gzip" }],
    ["a file it did not compress", "/_next/static/media.woff2", { "accept-encoding": "br" }],
    ["a file that is not in the build", "/_next/static/chunks/other.js", { "accept-encoding": "br" }],
    ["a path outside the static files", "/chunks/page.js", { "accept-encoding": "br" }],
  ])("leaves %s to Next.js", async (_case, url, headers) => {
    const response = await send("GET", url, headers);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body.toString()).toBe(`next.js: ${url}`);
  });
});
