import { beforeAll, describe, expect, it, vi } from "vitest";
import { apiRoutes, pathOf, type ApiRoute } from "../../../test/api-routes";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// Every route of the app (found from the file tree) against bodies and parameters of every bad
// shape, as an anonymous client, a student and the trainer: never a 5xx, and every refusal is the
// `{ error }` JSON (docs/architecture.md, "A request, end to end").

const routes = await apiRoutes();

const deep = (levels: number, open: string, close: string) => open.repeat(levels) + close.repeat(levels);
const WRONG_TYPES = {
  email: 1, password: [], name: {}, user_id: -1, student_id: "abc", month: 202612, amount: "1e999",
  availability_slot_id: 1e30, animal_id: "9".repeat(40), birth_date: "2026-02-30", date: "x", start_date: [],
  end_date: {}, start_time: "25:99", end_time: null, is_active: "sim", approved: "talvez", payment_id: null,
  method: {}, note: "a\u0000b", observations: 5, student_category: "chefe", has_fixed_monthly_fee: "x",
  monthly_fee_amount: "-3", currentPassword: 0, newPassword: false, is_blocked: "não", entries: "x", days: "zero",
};
const BODIES: [string, string][] = [
  ["3,861 nested arrays", deep(3861, "[", "]")],
  ["20,000 nested arrays", deep(20_000, "[", "]")],
  ["5,000 nested objects", `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`],
  ["a body over the size limit", JSON.stringify({ name: "x".repeat(70_000) })],
  ["malformed JSON", '{"email": '],
  ["null", "null"],
  ["a number", "12"],
  ["a string", '"texto"'],
  ["an array", "[1, 2]"],
  ["every field of the wrong type", JSON.stringify(WRONG_TYPES)],
  ["a NUL in a key", '{"na\\u0000me": "x"}'],
];
const QUERIES = [
  "",
  "?month=2026-13&start_month=x&end_month=&payment_id=-1&start_date=2026-02-30&end_date=abc&upcoming=talvez&days=99",
  `?month=${"9".repeat(500)}&payment_id=99999999999999999999&start_date=1800-01-01&end_date=3000-01-01`,
];
const PARAMS = [
  { id: "abc", date: "x", path: "nada" },
  { id: "-1", date: "2026-02-30", path: "../../etc" },
  { id: "99999999999999", date: "9999-99-99", path: "%00" },
];

beforeAll(() => {
  vi.spyOn(console, "error").mockImplementation(() => {}); // a 5xx fails the test; its log is noise here
});

async function expectRefusedCleanly(route: ApiRoute, call: Parameters<typeof callRoute>[1], label: string) {
  const response = await callRoute(route.handler, call);
  expect(response.status, `${label}: ${response.text.slice(0, 200)}`).toBeLessThan(500);
  if (response.status >= 400) expect(typeof response.json?.error, `${label}: ${response.text.slice(0, 200)}`).toBe("string");
}

describe("hostile input on every route (integration)", () => {
  it.each(routes.map((route) => [`${route.method} ${route.pattern}`, route] as const))("%s", async (key, route) => {
    const callers: [string, string | undefined][] = [
      ["anonymous", undefined],
      ["student", await tokenFor(await createUser({ role: "student" }))],
      ["trainer", await tokenFor(await createUser({ role: "trainer" }))],
    ];
    // The bad parameters only reach a route that has path segments; the others would repeat the
    // same calls three times.
    const paramSets = route.params.length > 0 ? PARAMS : PARAMS.slice(0, 1);
    for (const [who, token] of callers) {
      for (const params of paramSets) {
        for (const query of QUERIES) {
          const path = `${pathOf(route, params)}${query}`;
          await expectRefusedCleanly(route, { method: route.method, path, token, params }, `${key} ${who} ${path}`);
        }
        if (route.method === "GET") continue;
        for (const [name, rawBody] of BODIES) {
          await expectRefusedCleanly(route, { method: route.method, path: pathOf(route, params), token, params, rawBody }, `${key} ${who} with ${name}`);
        }
      }
    }
  });
});
