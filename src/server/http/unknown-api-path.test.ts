import { describe, expect, it } from "vitest";
import { DELETE, GET, POST } from "@/app/api/[...path]/route";

describe("unknown API paths", () => {
  it.each([
    ["GET", GET],
    ["POST", POST],
    ["DELETE", DELETE],
  ])("answer %s with a JSON 404 in Portuguese", async (_method, handler) => {
    const response = await handler();
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Recurso não encontrado." });
  });
});
