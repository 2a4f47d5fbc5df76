import http from "node:http";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";

/**
 * Next.js gives route handlers no socket address, and fills X-Forwarded-For from the socket
 * only when the client did not send one (so a client can forge it). Before Next.js sees a
 * request, this writes the socket's address into our own header, replacing whatever a client
 * sent under that name. Installed once per process from src/instrumentation.ts.
 */
export function stampClientAddresses(): void {
  const marker = Symbol.for("ace.stampClientAddresses");
  const prototype = http.Server.prototype as http.Server & { [marker]?: true };
  if (prototype[marker]) return;
  prototype[marker] = true;
  const emit = prototype.emit;
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const request = args[0] as http.IncomingMessage;
      const address = request.socket?.remoteAddress;
      if (address) request.headers[CLIENT_ADDRESS_HEADER] = address;
      else delete request.headers[CLIENT_ADDRESS_HEADER];
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof prototype.emit;
}
