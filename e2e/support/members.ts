import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { addAnimal, approveMember, markChangelogSeen, type MemberRole } from "./database";
import { LATEST, PREVIOUS } from "./changelog";

// Club members for the journeys: each test makes its own, with an address no other test of the
// run uses (each run has a database of its own), so the tests run in parallel and in any order.

/** Someone who signed up and may not be approved yet. */
export type Registrant = { name: string; email: string; password: string };

export type Account = Registrant & { role: MemberRole | "trainer" };

export type AnimalSeed = { name: string; birthDate: string };

/** The animal a student gets by default, so the first-animal onboarding stays closed. */
const DEFAULT_FIRST_ANIMAL: AnimalSeed = { name: "Bobi", birthDate: "2021-03-14" };

let tagsMade = 0;

/**
 * A tag no other name or address of this run holds (each run has a database of its own): seven
 * digits, the worker's index and how many tags it has made before. Journeys search and match
 * by letters, or by a whole tag, so what makes names and addresses unique can never match what
 * a journey looks for: no letter, and one width, so no tag holds another.
 */
export function uniqueTag(): string {
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
  tagsMade++;
  if (worker > 999 || tagsMade > 9999) throw new Error("Out of unique tags (three digits of worker, four of count).");
  return `${String(worker).padStart(3, "0")}${String(tagsMade).padStart(4, "0")}`;
}

/** A name no other member of this run has: 'Carla Mendes' -> 'Carla Mendes 0020014'. */
export function uniqueName(name: string): string {
  return `${name} ${uniqueTag()}`;
}

/** The tag `uniqueName` gave a name: searched for, it finds that member and nobody else. */
export function tagOf(uniqueName: string): string {
  const tag = uniqueName.split(" ").at(-1)!;
  if (!/^\d{7}$/.test(tag)) throw new Error(`'${uniqueName}' was not made by uniqueName.`);
  return tag;
}

/** A fresh address such as ana.0020015@exemplo.pt, from a name such as 'Ana Ferreira'. */
export function uniqueEmail(name: string): string {
  const label = name.split(" ")[0]!.normalize("NFD").replace(/[^a-zA-Z]/g, "").toLowerCase();
  return `${label}.${uniqueTag()}@exemplo.pt`;
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
