import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { approveMember, markChangelogSeen, type MemberRole } from "./database";
import { LATEST } from "./changelog";

// Club members for the journeys: each test makes its own, with an address no other test
// (or earlier run) uses, so the tests run in parallel and in any order.

export type Account = { name: string; email: string; password: string; role: MemberRole | "trainer" };

/** A fresh address such as ana.k3x9z1a4f2@exemplo.pt, from a name such as 'Ana Ferreira'. */
export function uniqueEmail(name: string): string {
  const label = name.split(" ")[0]!.normalize("NFD").replace(/[^a-zA-Z]/g, "").toLowerCase();
  return `${label}.${Date.now().toString(36)}${randomBytes(3).toString("hex")}@exemplo.pt`;
}

/**
 * A member who signed up through the API and was approved in `role`. By default they have
 * already seen this version's changelog, so its modal does not open over the screens.
 */
export async function createMember(
  request: APIRequestContext,
  options: { name?: string; role?: MemberRole; seenChangelog?: boolean } = {},
): Promise<Account> {
  const role = options.role ?? "student";
  const name = options.name ?? "Rita Sousa";
  const account: Account = {
    name,
    email: uniqueEmail(name),
    password: `pw-${randomBytes(4).toString("hex")}`,
    role,
  };
  const response = await request.post("/api/auth/register", {
    data: { name: account.name, email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  await approveMember(account.email, role);
  if (options.seenChangelog ?? true) await markChangelogSeen(account.email, LATEST.version);
  return account;
}
