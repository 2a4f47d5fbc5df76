import http from "node:http";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { ASSET_SECURITY_HEADERS, STATIC_ASSETS_PATH } from "@/lib/static-headers";

// Next.js compresses what it serves with gzip only. A screen's first visit is mostly the build's
// JavaScript (at most 130 kB per screen: docs/performance.md), and brotli makes it about 15% smaller than
// gzip. So, once per process, the build's scripts and styles are brotli-compressed in the
// background, and a browser that accepts brotli gets those bytes, with the headers Next.js gives
// them. Anything else, or a file not compressed yet, goes to Next.js as before.

const COMPRESSIBLE = /\.(js|css)$/;
const TYPES: Record<string, string> = { ".js": "application/javascript; charset=UTF-8", ".css": "text/css; charset=UTF-8" };
const brotli = promisify(zlib.brotliCompress);

type Compressed = { body: Buffer; type: string };

/**
 * Serves `dir` (the build's static folder) at /_next/static/ with brotli to browsers that
 * accept it, at the Node HTTP server; resolves once every file is compressed.
 */
export async function serveStaticWithBrotli(dir = path.resolve(/*turbopackIgnore: true*/ ".next/static")): Promise<void> {
  const marker = Symbol.for("ace.serveStaticWithBrotli");
  const prototype = http.Server.prototype as http.Server & { [marker]?: Map<string, Compressed> };
  if (prototype[marker]) return;
  const files = new Map<string, Compressed>();
  prototype[marker] = files;

  const emit = prototype.emit;
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      const file = files.size ? brotliFileFor(request, files) : undefined;
      if (file) {
        send(request, response, file);
        return true;
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof prototype.emit;

  for (const name of await listFiles(dir)) {
    // The build reads these at run time: nothing for the build to trace.
    const source = await readFile(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ dir, name));
    const body = await brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
    files.set(`${STATIC_ASSETS_PATH}${name}`, { body, type: TYPES[path.extname(name)] });
  }
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(/*turbopackIgnore: true*/ dir, { recursive: true, withFileTypes: true }).catch(() => []);
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
