import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { capConnectionsPerAddress } from "@/server/http/door/connection-cap";
import { networkList } from "@/server/request/client-address";

// The cap on one address's connections (connection-cap.ts), over real sockets on loopback.

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

async function cappedServer(cap: number, trust = { proxies: 0, from: networkList([]) }) {
  server = http.createServer((_request, response) => response.end("ok"));
  capConnectionsPerAddress(server, trust, cap);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** Opens a connection and says whether the server answers a request on it. */
function connect(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  const answers = () =>
    new Promise<boolean>((resolve) => {
      socket.once("data", (data) => resolve(data.toString().startsWith("HTTP/1.1 200")));
      socket.once("close", () => resolve(false));
      socket.write("GET / HTTP/1.1\r\nHost: ace\r\n\r\n");
    });
  return { socket, answers };
}

describe("connections per address", () => {
  it("closes an address's connections past the cap, and takes new ones once others closed", async () => {
    const port = await cappedServer(3);
    const open = [connect(port), connect(port), connect(port)];
    expect(await Promise.all(open.map((connection) => connection.answers()))).toEqual([true, true, true]);
    expect(await connect(port).answers()).toBe(false);

    open[0]!.socket.destroy();
    await expect.poll(async () => connect(port).answers()).toBe(true);
  });

  it("does not cap a reverse proxy the server trusts", async () => {
    const port = await cappedServer(1, { proxies: 1, from: networkList(["127.0.0.0/8"]) });
    const open = [connect(port), connect(port), connect(port)];
    expect(await Promise.all(open.map((connection) => connection.answers()))).toEqual([true, true, true]);
  });
});
