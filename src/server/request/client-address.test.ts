import { describe, expect, it } from "vitest";
import { addressAtSocket, addressBlock, CLIENT_ADDRESS_HEADER, clientAddress, DEFAULT_TRUSTED_PROXY_NETWORKS, networkList } from "@/server/request/client-address";

const request = (headers: Record<string, string>) => new Request("http://localhost:3000/api/auth/login", { headers });
const privateNetworks = networkList(DEFAULT_TRUSTED_PROXY_NETWORKS);
const behind = (proxies: number, from = privateNetworks) => ({ proxies, from });

describe("addressAtSocket (what the server decides)", () => {
  it("without a proxy, is the socket's address whatever X-Forwarded-For says", () => {
    expect(addressAtSocket("203.0.113.7", "10.0.0.1", behind(0))).toBe("203.0.113.7");
    expect(addressAtSocket("::ffff:198.51.100.3", undefined, behind(0))).toBe("198.51.100.3");
    expect(addressAtSocket(undefined, "10.0.0.1", behind(0))).toBeNull();
  });

  it("behind one proxy, reads the address it appended, never the client's own", () => {
    for (const proxy of ["127.0.0.1", "10.1.2.3", "172.18.0.5", "192.168.1.10", "::1", "fd00::7"]) {
      expect(addressAtSocket(proxy, "198.51.100.5", behind(1)), proxy).toBe("198.51.100.5");
      // Whatever the client wrote comes first; the proxy's own entry is the last.
      expect(addressAtSocket(proxy, "203.0.113.1, 198.51.100.5", behind(1))).toBe("198.51.100.5");
      expect(addressAtSocket(proxy, "not-an-address, 198.51.100.5", behind(1))).toBe("198.51.100.5");
      expect(addressAtSocket(proxy, "198.51.100.5, not-an-address", behind(1))).toBeNull();
      expect(addressAtSocket(proxy, undefined, behind(1))).toBeNull(); // the socket is the proxy
    }
  });

  it("believes X-Forwarded-For only from where the proxies connect from (TRUST_PROXY_FROM)", () => {
    // A client that reaches the app's port itself writes its own last entry: not believed.
    expect(addressAtSocket("203.0.113.50", "198.51.100.5", behind(1))).toBe("203.0.113.50");
    expect(addressAtSocket("2001:db8::50", "198.51.100.5", behind(1))).toBe("2001:db8:0:0:0:0:0:50");
    // Named proxies only: the private networks are then no longer trusted.
    const named = networkList(["203.0.113.0/24", "2001:db8::1"]);
    expect(addressAtSocket("203.0.113.50", "198.51.100.5", behind(1, named))).toBe("198.51.100.5");
    expect(addressAtSocket("2001:db8::1", "198.51.100.5", behind(1, named))).toBe("198.51.100.5");
    expect(addressAtSocket("10.0.0.2", "198.51.100.5", behind(1, named))).toBe("10.0.0.2");
  });

  it("behind two proxies (a CDN in front of nginx), reads the address the CDN appended", () => {
    // client-written, the client as the CDN saw it, the CDN as nginx saw it
    expect(addressAtSocket("127.0.0.1", "203.0.113.1, 198.51.100.5, 10.0.0.2", behind(2))).toBe("198.51.100.5");
    expect(addressAtSocket("127.0.0.1", "198.51.100.5, 10.0.0.2", behind(2))).toBe("198.51.100.5");
    // Several header lines are one list, in order.
    expect(addressAtSocket("127.0.0.1", ["203.0.113.1", "198.51.100.6, 10.0.0.2"], behind(2))).toBe("198.51.100.6");
    // A chain shorter than the proxies declared is not the chain we were told of: unknown.
    expect(addressAtSocket("127.0.0.1", "10.0.0.2", behind(2))).toBeNull();
  });

  it("refuses a TRUST_PROXY_FROM entry that is not an address or a network", () => {
    expect(() => networkList(["10.0.0.0/8", "proxy.example"])).toThrow(/proxy\.example/);
    expect(() => networkList(["10.0.0.0/abc"])).toThrow();
  });
});

describe("clientAddress (what the app reads)", () => {
  it("reads the address the server stamped, and nothing a client wrote elsewhere", () => {
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: "203.0.113.7", "x-forwarded-for": "10.0.0.1" }))).toBe("203.0.113.7");
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: "::ffff:198.51.100.3" }))).toBe("198.51.100.3");
    // Loopback: this machine (a tool, a test, an undeclared proxy) is no one client.
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: "127.0.0.1" }))).toBeNull();
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: "::1" }))).toBeNull();
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: "::ffff:7f00:1" }))).toBeNull();
    expect(clientAddress(request({ "x-forwarded-for": "10.0.0.1" }))).toBeNull();
  });

  it("writes IPv6 one way, and IPv4-mapped IPv6 as IPv4", () => {
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: "2001:DB8::0001" }))).toBe("2001:db8:0:0:0:0:0:1");
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: "::ffff:c633:6405" }))).toBe("198.51.100.5");
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: "fe80::1%eth0" }))).toBe("fe80:0:0:0:0:0:0:1");
  });
});

describe("addressBlock", () => {
  it("keys IPv6 on its /64 prefix and IPv4 whole", () => {
    expect(addressBlock("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressBlock("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressBlock("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressBlock("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBlock("198.51.100.5")).toBe("198.51.100.5");
  });
});
