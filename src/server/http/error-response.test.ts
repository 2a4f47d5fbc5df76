import { describe, expect, it, vi } from "vitest";
import { ConflictError, InvalidInputError, RateLimitedError, ServiceBusyError } from "@/server/errors";
import { errorResponse } from "@/server/http/error-response";

describe("errorResponse", () => {
  it("keeps a domain error's status and Portuguese message", async () => {
    const response = errorResponse(new ConflictError("Já existe."));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: "Já existe." });
  });

  it("tells a rate-limited client when to retry", async () => {
    const response = errorResponse(new RateLimitedError("Demasiadas tentativas.", 42));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("42");
  });

  it("tells a client the server is too busy for, and when to retry", async () => {
    const response = errorResponse(new ServiceBusyError("Há demasiados pedidos neste momento.", 7));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("7");
    expect(await response.json()).toEqual({ error: "Há demasiados pedidos neste momento." });
  });

  it("answers 503 when the database cannot be reached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const unreachable = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" });
    const response = errorResponse(new Error("query failed", { cause: unreachable }));
    expect(response.status).toBe(503);
    expect((await response.json()).error).toMatch(/indisponível/);
  });

  it("hides unexpected errors behind a generic 500", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = errorResponse(new TypeError("secret internals at line 12"));
    expect(response.status).toBe(500);
    expect(await response.text()).not.toMatch(/secret internals/);
  });

  it("answers 400 for invalid input", async () => {
    expect(errorResponse(new InvalidInputError("Mau.")).status).toBe(400);
  });
});
