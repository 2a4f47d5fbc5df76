import { afterEach, describe, expect, it, vi } from "vitest";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "@/server/http/client-address";

const request = (headers: Record<string, string>) => new Request("http://localhost:3000/api/auth/login", { headers });

afterEach(() => {
  delete process.env.TRUST_PROXY;
});

describe("clientAddress", () => {
  it("without a proxy, reads the socket address the server stamped and ignores X-Forwarded-For", () => {
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: "203.0.113.7", "x-forwarded-for": "10.0.0.1" }))).toBe("203.0.113.7");
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: "::ffff:198.51.100.3" }))).toBe("198.51.100.3");
    // Loopback: this machine (a tool, a test, an undeclared proxy) is no one client.
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: "127.0.0.1" }))).toBeNull();
    expect(clientAddress(request({ [CLIENT_ADDRESS_HEADER]: "::1" }))).toBeNull();
    expect(clientAddress(request({ "x-forwarded-for": "10.0.0.1" }))).toBeNull();
  });

  it("behind TRUST_PROXY, reads the first address the proxy names", async () => {
    process.env.TRUST_PROXY = "1";
    vi.resetModules(); // the configuration is read once per process
    const behindProxy = (await import("@/server/http/client-address")).clientAddress;
    expect(behindProxy(request({ [CLIENT_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-for": "198.51.100.5, 10.0.0.2" }))).toBe("198.51.100.5");
    expect(behindProxy(request({ "x-forwarded-for": "not-an-address" }))).toBeNull();
  });
});
