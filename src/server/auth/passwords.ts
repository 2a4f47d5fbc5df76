import { randomInt } from "node:crypto";
import { Worker } from "node:worker_threads";

/** bcrypt's cost in production: about 0.3 s of one core per hash on the club's server. */
export const PRODUCTION_PASSWORD_COST = 12;

// No look-alike characters (0/O, 1/l/I): the password is read from an email and typed by hand.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789";

/**
 * The cost new hashes get. `ACE_TEST_PASSWORD_COST` lowers it for the test suite only (each step
 * halves the time; the suite signs in hundreds of times); unset, as in production, it is 12.
 */
export function passwordHashCost(env: Record<string, string | undefined> = process.env): number {
  const forTests = env.ACE_TEST_PASSWORD_COST;
  if (!forTests) return PRODUCTION_PASSWORD_COST;
  const cost = Number(forTests);
  if (!Number.isInteger(cost) || cost < 4 || cost > 31) {
    throw new Error(`ACE_TEST_PASSWORD_COST must be a whole number from 4 to 31, not '${forTests}'.`);
  }
  return cost;
}

export function hashPassword(plain: string, cost = passwordHashCost()): Promise<string> {
  return onWorker<string>({ op: "hash", plain, cost });
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return onWorker<boolean>({ op: "compare", plain, hash });
}

/** A random password for resets: 14 characters, about 80 bits. */
export function generatePassword(length = 14): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

// bcrypt is CPU work with no I/O: on the event loop, a flood of logins would hold up every
// other request. It runs on one worker thread, one hash after another (a second core is left to
// the requests and PostgreSQL; login floods are bounded by the rate limits, not by this queue).
type Job = { op: "hash"; plain: string; cost: number } | { op: "compare"; plain: string; hash: string };
type Reply = { id: number; result?: string | boolean; error?: string };
type Waiting = { resolve: (value: never) => void; reject: (error: Error) => void };
type PasswordThread = { thread: Worker; waiting: Map<number, Waiting> };

let current: PasswordThread | null = null;
let nextId = 0;

function onWorker<T>(job: Job): Promise<T> {
  const id = nextId++;
  const { thread, waiting } = passwordThread();
  return new Promise<T>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (value: never) => void, reject });
    thread.ref(); // keeps the process alive only while a hash is owed
    thread.postMessage({ id, ...job });
  });
}

function passwordThread(): PasswordThread {
  if (current) return current;
  const thread = new Worker(new URL("./password-worker.mjs", import.meta.url));
  const waiting = new Map<number, Waiting>();
  thread.on("message", ({ id, result, error }: Reply) => {
    const job = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) thread.unref();
    if (error !== undefined) job?.reject(new Error(error));
    else job?.resolve(result as never);
  });
  // A thread that died takes its queue with it; the next call starts a new one.
  const fail = (error: Error) => {
    if (current?.thread === thread) current = null;
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  };
  thread.on("error", fail);
  thread.on("exit", (code) => fail(new Error(`The password thread stopped (exit code ${code}).`)));
  thread.unref();
  current = { thread, waiting };
  return current;
}
