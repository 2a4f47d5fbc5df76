import { randomInt } from "node:crypto";
import { Worker } from "node:worker_threads";
import { SERVER_BUSY, ServiceBusyError } from "@/server/errors";

/** bcrypt's cost in production: about 0.3 s of one core per hash on the club's server. */
export const PRODUCTION_PASSWORD_COST = 12;

export const PASSWORDS_BUSY = SERVER_BUSY;

// No look-alike characters (0/O, 1/l/I): the password is read from an email and typed by hand.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789";

/** What the queue counts a cost-12 hash as (the club's server); each cost step doubles it. */
const SECONDS_PER_PRODUCTION_HASH = 0.3;
/** The most hashing that may wait ahead of a new job: about 33 hashes at cost 12. */
const QUEUE_SECONDS = 10;
/** Places one account may hold at once in the known lane (a double tap, a second tab). */
const KNOWN_PLACES_PER_ACCOUNT = 2;

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

/** The queue's bound in seconds of hashing: 10, or lower under `ACE_TEST_PASSWORD_QUEUE_SECONDS` (tests). */
export function passwordQueueSeconds(env: Record<string, string | undefined> = process.env): number {
  const forTests = env.ACE_TEST_PASSWORD_QUEUE_SECONDS;
  if (!forTests) return QUEUE_SECONDS;
  const seconds = Number(forTests);
  if (!(seconds > 0 && seconds <= QUEUE_SECONDS)) {
    throw new Error(`ACE_TEST_PASSWORD_QUEUE_SECONDS must be a number of seconds above 0 and at most ${QUEUE_SECONDS}, not '${forTests}'.`);
  }
  return seconds;
}

/**
 * Who the hash is for. `knownAccount`: the caller has shown it belongs to that account (a device
 * token of it, or its session), and goes ahead of everyone else. Anyone else waits in the
 * anonymous lane, which refuses work past the bound (ServiceBusyError, 503).
 */
export type PasswordCaller = { knownAccount?: number };

export function hashPassword(plain: string, { cost = passwordHashCost(), knownAccount }: PasswordCaller & { cost?: number } = {}): Promise<string> {
  return enqueue<string>({ op: "hash", plain, cost }, cost, knownAccount);
}

export function verifyPassword(plain: string, hash: string, { knownAccount }: PasswordCaller = {}): Promise<boolean> {
  return enqueue<boolean>({ op: "compare", plain, hash }, costOf(hash), knownAccount);
}

/** A random password for resets: 14 characters, about 80 bits. */
export function generatePassword(length = 14): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

// bcrypt is CPU work with no I/O: on the event loop, a flood of logins would hold up every other
// request. It runs on one worker thread (a second core is left to the requests and PostgreSQL),
// one hash at a time, so hashes finish in the order they start instead of all together. The
// queue is here: known accounts first, then anyone else, and a new job is refused when what waits
// ahead of it would take longer than the bound (docs/architecture.md, "Rate limits").
type Job = { op: "hash"; plain: string; cost: number } | { op: "compare"; plain: string; hash: string };
type Queued = { job: Job; seconds: number; account: number | null; resolve: (value: never) => void; reject: (error: Error) => void };
type Running = Queued & { thread: Worker; known: boolean };

const known: Queued[] = [];
const anonymous: Queued[] = [];
let running: Running | null = null;
let current: Worker | null = null;

function enqueue<T>(job: Job, cost: number, knownAccount: number | undefined): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const entry: Queued = { job, seconds: SECONDS_PER_PRODUCTION_HASH * 2 ** (cost - PRODUCTION_PASSWORD_COST), account: knownAccount ?? null, resolve: resolve as (value: never) => void, reject };
    const lane = laneFor(entry);
    if (!lane) return reject(new ServiceBusyError(PASSWORDS_BUSY, Math.max(1, Math.ceil(secondsOf(running ? [running] : [], known, anonymous)))));
    lane.push(entry);
    startNext();
  });
}

/** Where a new job waits, or null when the server is too busy for it. */
function laneFor(entry: Queued): Queued[] | null {
  const limit = passwordQueueSeconds();
  const now = running ? [running] : [];
  if (entry.account !== null) {
    const places = known.filter((job) => job.account === entry.account).length + (running?.known && running.account === entry.account ? 1 : 0);
    if (places < KNOWN_PLACES_PER_ACCOUNT && secondsOf(now, known) + entry.seconds <= limit) return known;
  }
  // A job larger than the bound still runs when nothing else waits.
  const ahead = secondsOf(now, known, anonymous);
  return ahead === 0 || ahead + entry.seconds <= limit ? anonymous : null;
}

function secondsOf(...lanes: Queued[][]): number {
  return lanes.flat().reduce((sum, job) => sum + job.seconds, 0);
}

/** bcrypt's cost, as written in the hash ("$2b$12$..."); an unreadable hash fails at once. */
function costOf(hash: string): number {
  const cost = /^\$2[abxy]?\$(\d{2})\$/.exec(hash)?.[1];
  return cost ? Number(cost) : 4;
}

function startNext() {
  if (running) return;
  const isKnown = known.length > 0;
  const next = isKnown ? known.shift()! : anonymous.shift();
  if (!next) return;
  const thread = passwordThread();
  running = { ...next, thread, known: isKnown };
  thread.ref(); // keeps the process alive only while a hash is owed
  thread.postMessage(next.job);
}

function finish(thread: Worker, outcome: { result?: string | boolean; error?: Error }) {
  if (running?.thread !== thread) return;
  const job = running;
  running = null;
  thread.unref();
  if (outcome.error) job.reject(outcome.error);
  else job.resolve(outcome.result as never);
  startNext();
}

function passwordThread(): Worker {
  if (current) return current;
  const thread = new Worker(new URL("./password-worker.mjs", import.meta.url));
  thread.on("message", ({ result, error }: { result?: string | boolean; error?: string }) =>
    finish(thread, error === undefined ? { result } : { error: new Error(error) }),
  );
  // A thread that died fails the hash it was running; the next job starts a new one.
  const fail = (error: Error) => {
    if (current === thread) current = null;
    finish(thread, { error });
  };
  thread.on("error", fail);
  thread.on("exit", (code) => fail(new Error(`The password thread stopped (exit code ${code}).`)));
  thread.unref();
  current = thread;
  return thread;
}
