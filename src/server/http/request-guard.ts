import type http from "node:http";
import { addressAtSocket, CLIENT_ADDRESS_HEADER, type ProxyTrust } from "@/server/request/client-address";

// What the app does to every request before Next.js sees it, called by the server (server.ts):
//
// - Decide the client's address at the socket (src/server/request/client-address.ts: the socket's
//   own, or the one a trusted proxy appended) and write it into CLIENT_ADDRESS_HEADER over
//   whatever a client sent under that name: Next.js gives route handlers no socket address.
// - Answer a path with a malformed percent-escape (/api/bookings/%FF) with a JSON 400: Next.js
//   fails to decode it and answers a plain-text 500, on screens and API routes alike.
// - Answer methods no route serves (TRACE, CONNECT, PROPFIND...) with a JSON 405 at once:
//   Next.js cannot even build a Request for some of them and would answer a plain-text 500.
// - Give the API's 405s (a method a route does not export) the `{ error }` JSON body every other
//   API error has; Next.js sends them empty.

const SERVED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const NOT_ALLOWED = JSON.stringify({ error: "Método não permitido." });
const MALFORMED_PATH = JSON.stringify({ error: "Endereço inválido." });

/** Prepares the request for Next.js, or answers it; true when it answered. */
export function answerBeforeNext(request: http.IncomingMessage, response: http.ServerResponse, trust: ProxyTrust): boolean {
  const address = addressAtSocket(request.socket.remoteAddress, request.headers["x-forwarded-for"], trust);
  if (address) request.headers[CLIENT_ADDRESS_HEADER] = address;
  else delete request.headers[CLIENT_ADDRESS_HEADER];

  if (!SERVED_METHODS.has(request.method ?? "")) {
    answerEarly(request, response, 405, NOT_ALLOWED, { Allow: [...SERVED_METHODS].join(", ") });
    return true;
  }
  if (hasMalformedPath(request.url)) {
    answerEarly(request, response, 400, MALFORMED_PATH);
    return true;
  }
  if (request.url?.startsWith("/api/")) giveEmpty405sTheJsonBody(response);
  return false;
}

/**
 * Answers before the body was read. The body is read to its end first, not left in the socket:
 * closing a socket with unread bytes makes the kernel reset the connection, and the client loses
 * the answer (the request is small: the limit on bodies applies later, in the route).
 */
function answerEarly(request: http.IncomingMessage, response: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  const send = () => response.writeHead(status, { "Content-Type": "application/json", ...headers }).end(body);
  if (request.readableEnded) send();
  else request.on("end", send).on("error", () => response.destroy()).resume();
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

/**
 * Next.js answers a method a route does not export with an empty 405. This response's head goes
 * out through writeHead whichever way Next.js sends it (its compression, an implicit head on
 * end): the JSON type is set there, and the body written on end if Next.js wrote none. Only this
 * response object is wrapped; Node's classes are left as they are.
 */
function giveEmpty405sTheJsonBody(response: http.ServerResponse): void {
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
