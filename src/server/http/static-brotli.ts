import type http from "node:http";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { ASSET_SECURITY_HEADERS, STATIC_ASSETS_PATH } from "@/lib/static-headers";

// Next.js compresses what it serves with gzip only. A screen's first visit is mostly the build's
// JavaScript (at most 130 kB per screen: docs/performance.md), and brotli makes it about 15% smaller than
// gzip. So, once per process, the build's scripts and styles are brotli-compressed in the
// background, and the server (server.ts) gives a browser that accepts brotli those bytes, with
// the headers Next.js gives them. Anything else, or a file not compressed yet, goes to Next.js.

const COMPRESSIBLE = /\.(js|css)$/;
const TYPES: Record<string, string> = { ".js": "application/javascript; charset=UTF-8", ".css": "text/css; charset=UTF-8" };
const brotli = promisify(zlib.brotliCompress);

type Compressed = { body: Buffer; type: string };

/** The build's scripts and styles, brotli-compressed once per process, served by server.ts. */
export type BrotliStaticFiles = {
  /** Answers the request when it is one of those files and the browser accepts brotli; true when it did. */
  serve: (request: http.IncomingMessage, response: http.ServerResponse) => boolean;
  /** Settles once every file is compressed (until then, requests go to Next.js as before). */
  ready: Promise<void>;
};

/** Compresses `dir` (the build's static folder, served at /_next/static/) in the background. */
export function brotliStaticFiles(dir = path.resolve(".next/static")): BrotliStaticFiles {
  const files = new Map<string, Compressed>();
  const ready = (async () => {
    for (const name of await compressedFileNames(dir)) {
      const source = await readFile(path.join(dir, name));
      const body = await brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
      files.set(`${STATIC_ASSETS_PATH}${name}`, { body, type: TYPES[path.extname(name)] });
    }
  })();
  return {
    serve(request, response) {
      const file = files.size ? brotliFileFor(request, files) : undefined;
      if (file) send(request, response, file);
      return file !== undefined;
    },
    ready,
  };
}

/** The files of `dir` that are served in brotli, as paths under it with "/" (the bench waits for them: bench-pages.ts). */
export async function compressedFileNames(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

function brotliFileFor(request: http.IncomingMessage, files: Map<string, Compressed>): Compressed | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  if (!/\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""))) return undefined;
  const pathname = (request.url ?? "").split("?")[0];
  return pathname.startsWith(STATIC_ASSETS_PATH) ? files.get(pathname) : undefined;
}

function send(request: http.IncomingMessage, response: http.ServerResponse, file: Compressed): void {
  for (const { key, value } of ASSET_SECURITY_HEADERS) response.setHeader(key, value);
  response.writeHead(200, {
    "Content-Type": file.type,
    "Content-Encoding": "br",
    "Content-Length": file.body.length,
    // The build names these files by their content: they never change.
    "Cache-Control": "public, max-age=31536000, immutable",
    Vary: "Accept-Encoding",
  });
  response.end(request.method === "HEAD" ? undefined : file.body);
}
