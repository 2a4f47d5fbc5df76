import { afterEach, describe, expect, it, vi } from "vitest";
import { addressBlock, CLIENT_ADDRESS_HEADER, clientAddress } from "@/server/request/client-address";

const request = (headers: Record<string, string>) => new Request("http://localhost:3000/api/auth/login", { headers });

afterEach(() => {
  delete process.env.TRUST_PROXY;
});

/** clientAddress under a given TRUST_PROXY (the configuration is read once per process). */
async function behind(trustProxy: string) {
  process.env.TRUST_PROXY = trustProxy;
  vi.resetModules();
  return (await import("@/server/request/client-address")).clientAddress;
}

describe("clientAddress", () => {
  it("without a proxy, reads the socket address the server stamped and ignores X-Forwarded-For", () => {
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: "203.0.113.7", "x-forwarded-for": "10.0.0.1" }))).toBe("203.0.113.7");
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: "::ffff:198.51.100.3" }))).toBe("198.51.100.3");
    // Loopback: this machine (a tool, a test, an undeclared proxy) is no one client.
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: "127.0.0.1" }))).toBeNull();
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: "::1" }))).toBeNull();
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: "::ffff:7f00:1" }))).toBeNull();
    expect(clientAddress(request({ "x-forwarded-for": "10.0.0.1" }))).toBeNull();
  });

  it("behind one proxy (TRUST_PROXY=1 or true), reads the address it appended, never the client's own", async () => {
    for (const setting of ["1", "true"]) {
      const behindProxy = await behind(setting);
      expect(behindProxy(request({ "x-forwarded-for": "198.51.100.5" }))).toBe("198.51.100.5");
      // Whatever the client wrote comes first; the proxy's own entry is the last.
      expect(behindProxy(request({ "x-forwarded-for": "203.0.113.1, 198.51.100.5" }))).toBe("198.51.100.5");
      expect(behindProxy(request({ "x-forwarded-for": "not-an-address, 198.51.100.5" }))).toBe("198.51.100.5");
      expect(behindProxy(request({ "x-forwarded-for": "198.51.100.5, not-an-address" }))).toBeNull();
      expect(behindProxy(request({ [CLIENT_ADDRESS_HEADER]: "198.51.100.9" }))).toBeNull(); // the socket is the proxy
    }
  });

  it("behind two proxies (a CDN in front of nginx), reads the address the CDN appended", async () => {
    const behindTwo = await behind("2");
    // client-written, the client as the CDN saw it, the CDN as nginx saw it
    expect(behindTwo(request({ "x-forwarded-for": "203.0.113.1, 198.51.100.5, 10.0.0.2" }))).toBe("198.51.100.5");
    expect(behindTwo(request({ "x-forwarded-for": "198.51.100.5, 10.0.0.2" }))).toBe("198.51.100.5");
    // Several header lines are one list, in order.
    const twoLines = new Headers([["x-forwarded-for", "203.0.113.1"], ["x-forwarded-for", "198.51.100.6, 10.0.0.2"]]);
    expect(behindTwo(new Request("http://localhost:3000/", { headers: twoLines }))).toBe("198.51.100.6");
    // A chain shorter than the proxies declared is not the chain we were told of: unknown.
    expect(behindTwo(request({ "x-forwarded-for": "10.0.0.2" }))).toBeNull();
  });

  it("refuses a TRUST_PROXY that is not a number of proxies", async () => {
    const misread = await behind("yes");
    expect(() => misread(request({}))).toThrow(/TRUST_PROXY/);
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
