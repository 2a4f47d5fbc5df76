import { PrismaPg } from "@prisma/adapter-pg";
import { describe, expect, it, vi } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { PrismaClient } from "@/generated/prisma/client";
import { errorResponse } from "@/server/http/error-response";
import { callRoute } from "../../../test/call-route";

describe("database availability (integration)", () => {
  it("reports a healthy database", async () => {
    const response = await callRoute(health);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: "ok", database: "up" });
  });

  it("turns a real 'cannot connect' failure into a 503 JSON answer, not a stack trace", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    // Port 1 on loopback: nothing listens there, so the driver's connection is refused.
    const unreachable = new PrismaClient({
      adapter: new PrismaPg({ connectionString: "postgresql://postgres@127.0.0.1:1/ace", connectionTimeoutMillis: 2000 }),
    });
    const failure = await unreachable.user.count().catch((error: unknown) => error);
    await unreachable.$disconnect();

    const response = errorResponse(failure);
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toEqual({ error: "Serviço temporariamente indisponível. Tente novamente dentro de momentos." });
  });
});
