import type http from "node:http";

// A write waits for its turn only once its body has arrived (docs/architecture.md, "The server"):
// a client that sends its body a byte at a time would otherwise hold a turn for as long as it
// likes, and eight of them would hold every member's write. Node's `requestTimeout` (server.ts)
// ends such a request; until then it waits here, holding nothing.
//
// The body is left unread in the request's buffer: Next.js refuses a request stream something
// else has read from ("disturbed"). Node's HTTP parser fills that buffer up to the request's
// highWaterMark before it stops reading the socket, so the server raises the mark above the
// largest body a call accepts (BODY_BUFFER_BYTES, server.ts): a body that fits has arrived whole
// when the parser says the request is complete.

/** The request buffer the server gives each request: more than the largest body a call accepts (64 kB). */
export const BODY_BUFFER_BYTES = 64 * 1024 + 1;

/**
 * Settles once the request's body has arrived whole, or once the request's buffer is full (a body
 * larger than any call accepts: the route refuses it, no need to wait for the rest). True when the
 * request is still there to be answered; false when its client left first.
 */
export function bodyArrived(request: http.IncomingMessage): Promise<boolean> {
  if (!hasBody(request)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const settle = (present: boolean) => {
      request.off("readable", look);
      request.off("close", left);
      resolve(present);
    };
    // 'readable' says that data came, without reading it.
    const look = () => {
      if (request.complete || request.readableLength >= request.readableHighWaterMark) settle(true);
    };
    const left = () => settle(false);
    request.on("readable", look);
    request.once("close", left);
    look();
  });
}

/** Whether a body follows the headers: a chunked one, or a Content-Length above 0. */
function hasBody(request: http.IncomingMessage): boolean {
  if (request.headers["transfer-encoding"] !== undefined) return true;
  return Number(request.headers["content-length"] ?? 0) > 0;
}
