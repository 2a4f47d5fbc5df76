import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { addAnimal, approveMember, markChangelogSeen, type MemberRole } from "./database";
import { LATEST, PREVIOUS } from "./changelog";

// Club members for the journeys: each test makes its own, with an address no other test
// (or earlier run) uses, so the tests run in parallel and in any order.

/** Someone who signed up and may not be approved yet. */
export type Registrant = { name: string; email: string; password: string };

export type Account = Registrant & { role: MemberRole | "trainer" };

export type AnimalSeed = { name: string; birthDate: string };

/** The animal a student gets by default, so the first-animal onboarding stays closed. */
const DEFAULT_FIRST_ANIMAL: AnimalSeed = { name: "Bobi", birthDate: "2021-03-14" };

/** A fresh address such as ana.k3x9z1a4f2@exemplo.pt, from a name such as 'Ana Ferreira'. */
export function uniqueEmail(name: string): string {
  const label = name.split(" ")[0]!.normalize("NFD").replace(/[^a-zA-Z]/g, "").toLowerCase();
  return `${label}.${Date.now().toString(36)}${randomBytes(3).toString("hex")}@exemplo.pt`;
}

/** A sign-up through the API, left waiting for the trainer's decision. */
export async function signUp(request: APIRequestContext, name: string): Promise<Registrant> {
  const registrant = { name, email: uniqueEmail(name), password: `pw-${randomBytes(4).toString("hex")}` };
  const response = await request.post("/api/auth/register", {
    data: { name: registrant.name, email: registrant.email, password: registrant.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return registrant;
}

/**
 * The trainer approves a sign-up in `category` through the API (what the approve modal on
 * /students sends): role and category are set and the approval mail goes out.
 */
export async function approveAsTrainer(trainerRequest: APIRequestContext, email: string, category: MemberRole): Promise<void> {
  const pending = await trainerRequest.get("/api/auth/pending-students");
  expect(pending.status(), await pending.text()).toBe(200);
  const { pending_students } = (await pending.json()) as { pending_students: { id: number; email: string }[] };
  const waiting = pending_students.find((candidate) => candidate.email === email);
  if (!waiting) throw new Error(`No pending sign-up for ${email}.`);
  const response = await trainerRequest.post("/api/auth/approve-student", {
    data: { student_id: waiting.id, approved: true, student_category: category },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A member who signed up through the API and was approved in `role` (straight in the database:
 * for journeys about what comes after the approval). By default they have already seen this
 * version's changelog, and a student already has a first animal, so neither the changelog nor
 * the first-animal onboarding opens over the screens. `seenChangelog: false` makes them a member
 * back after an update (they last saw the version before this one), so the news open.
 * `firstAnimal: null` leaves a student with no animals.
 */
export async function createMember(
  request: APIRequestContext,
  options: { name?: string; role?: MemberRole; seenChangelog?: boolean; firstAnimal?: AnimalSeed | null } = {},
): Promise<Account> {
  const role = options.role ?? "student";
  const registrant = await signUp(request, options.name ?? "Rita Sousa");
  await approveMember(registrant.email, role);
  await markChangelogSeen(registrant.email, (options.seenChangelog ?? true) ? LATEST.version : PREVIOUS.version);
  const firstAnimal = options.firstAnimal === undefined ? (role === "student" ? DEFAULT_FIRST_ANIMAL : null) : options.firstAnimal;
  if (firstAnimal) await addAnimal(registrant.email, firstAnimal);
  return { ...registrant, role };
}
