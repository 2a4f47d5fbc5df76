import http from "node:http";
import { CLIENT_ADDRESS_HEADER } from "@/server/request/client-address";

// What the app must do to every request before Next.js sees it, at the Node HTTP server
// (installed once per process from src/instrumentation.ts):
//
// - Stamp the socket's address into CLIENT_ADDRESS_HEADER (replacing whatever a client sent
//   under that name): Next.js gives route handlers no socket address, and fills X-Forwarded-For
//   from the socket only when the client did not send one, so that header can be forged.
// - Answer a path with a malformed percent-escape (/api/bookings/%FF) with a JSON 400: Next.js
//   fails to decode it and answers a plain-text 500, on screens and API routes alike.
// - Answer methods no route serves (TRACE, CONNECT, PROPFIND...) with a JSON 405 at once:
//   Next.js cannot even build a Request for some of them and would answer a plain-text 500.
// - Give the API's 405s (a method a route does not export) the `{ error }` JSON body every other
//   API error has; Next.js sends them empty.

const SERVED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const NOT_ALLOWED = JSON.stringify({ error: "Método não permitido." });
const MALFORMED_PATH = JSON.stringify({ error: "Endereço inválido." });

export function guardNodeServer(): void {
  const marker = Symbol.for("ace.guardNodeServer");
  const prototype = http.Server.prototype as http.Server & { [marker]?: true };
  if (prototype[marker]) return;
  prototype[marker] = true;
  const emit = prototype.emit;
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      stampClientAddress(request);
      if (!SERVED_METHODS.has(request.method ?? "")) {
        request.resume();
        response.writeHead(405, { "Content-Type": "application/json", Allow: [...SERVED_METHODS].join(", ") }).end(NOT_ALLOWED);
        return true;
      }
      if (hasMalformedPath(request.url)) {
        request.resume();
        response.writeHead(400, { "Content-Type": "application/json" }).end(MALFORMED_PATH);
        return true;
      }
      if (request.url?.startsWith("/api/")) answerEmpty405WithJson(response);
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof prototype.emit;
}

/** Whether the path (not the query, which is parsed leniently) holds an escape that cannot be decoded. */
function hasMalformedPath(url: string | undefined): boolean {
  try {
    decodeURIComponent((url ?? "").split("?")[0]!);
    return false;
  } catch {
    return true;
  }
}

function stampClientAddress(request: http.IncomingMessage): void {
  const address = request.socket?.remoteAddress;
  if (address) request.headers[CLIENT_ADDRESS_HEADER] = address;
  else delete request.headers[CLIENT_ADDRESS_HEADER];
}

/**
 * Headers go out through writeHead whichever way they are sent (Next.js, its compression, an
 * implicit header on end): the JSON type goes in there, and the body on end if none was written.
 */
function answerEmpty405WithJson(response: http.ServerResponse): void {
  let owed = false;
  let wroteBody = false;
  const hasData = (chunk: unknown) => chunk != null && typeof chunk !== "function" && (chunk as { length?: number }).length !== 0;

  const { writeHead, write, end } = response as unknown as Record<"writeHead" | "write" | "end", (...args: unknown[]) => unknown>;
  Object.assign(response, {
    writeHead(this: http.ServerResponse, ...args: unknown[]) {
      if ((args[0] ?? this.statusCode) === 405 && !wroteBody) {
        this.setHeader("Content-Type", "application/json");
        this.removeHeader("Content-Length");
        if (args.length > 1 && typeof args[args.length - 1] === "object") {
          // Headers passed to writeHead itself win over setHeader: correct them there too.
          const headers = args[args.length - 1] as Record<string, unknown>;
          for (const name of Object.keys(headers)) if (/^content-(type|length)$/i.test(name)) delete headers[name];
        }
        owed = true;
      }
      return writeHead.apply(this, args);
    },
    write(this: http.ServerResponse, ...args: unknown[]) {
      if (hasData(args[0])) wroteBody = true;
      return write.apply(this, args);
    },
    end(this: http.ServerResponse, ...args: unknown[]) {
      if (!this.headersSent && this.statusCode === 405 && !wroteBody && !hasData(args[0])) {
        this.setHeader("Content-Type", "application/json");
        this.removeHeader("Content-Length");
        owed = true;
      }
      if (owed && !wroteBody && !hasData(args[0])) {
        const callback = args.find((arg) => typeof arg === "function");
        return end.apply(this, callback ? [NOT_ALLOWED, callback] : [NOT_ALLOWED]);
      }
      return end.apply(this, args);
    },
  });
}
