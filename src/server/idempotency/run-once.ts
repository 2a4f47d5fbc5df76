import { createHash, randomUUID } from "node:crypto";
import { STILL_RUNNING } from "@/lib/idempotent-write";
import { ConflictError, InvalidInputError, UnprocessableError } from "@/server/errors";
import { claimKey, readKey, releaseKey, storeAnswer, type KeyClaim, type StoredAnswer } from "@/server/idempotency/idempotency-keys";

// Writes safe to retry (docs/rules.md, "Writes safe to retry"): a write sent with an
// Idempotency-Key runs once per user and key; a repeat gets the first answer again. Used by
// `route(access, handler, { idempotent: true })`, which makes the key's first claim with the
// session's read (user-claiming-key.ts). How two repeats at once are kept to one run:
// docs/architecture.md, "Writes safe to retry".

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const MAX_KEY_LENGTH = 100;

export const KEY_LENGTH_MESSAGE = `Pedido inválido: o cabeçalho ${IDEMPOTENCY_HEADER} tem de ter entre 1 e ${MAX_KEY_LENGTH} caracteres.`;
export const KEY_REUSED_MESSAGE = `Esta chave (${IDEMPOTENCY_HEADER}) já foi usada noutro pedido. Use uma chave nova para cada ação.`;
/** Begins with the words the screens look for to ask again (src/lib/idempotent-write.ts). */
export const STILL_RUNNING_MESSAGE = `${STILL_RUNNING} Tente novamente dentro de momentos.`;

/** Marks an answer given again from the table rather than run again. */
export const REPLAYED_HEADER = "Idempotent-Replayed";

/** How long a repeat waits for the first run's answer, polling the key (no connection held between polls). */
export type WaitLimits = { waitMs: number; firstPollMs: number; maxPollMs: number };
const WAIT: WaitLimits = { waitMs: 10_000, firstPollMs: 25, maxPollMs: 250 };

/**
 * The request's key, its fingerprint and a token for its claim; null when it was sent without
 * the header. A key of the wrong length is refused. `readBody` gives the body's bytes as the
 * handler will get them (route.ts passes readBodyBytes: read once, shared).
 */
export async function keyClaimOf(request: Request, readBody: (request: Request) => Promise<Uint8Array>): Promise<KeyClaim | null> {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (key.length < 1 || key.length > MAX_KEY_LENGTH) throw new InvalidInputError(KEY_LENGTH_MESSAGE);
  return { key, fingerprint: fingerprintOf(request, await readBody(request)), claimToken: randomUUID() };
}

/**
 * Runs `run` once for this user's key, or answers what the first run answered, once the key's
 * first claim was tried (`claimed`: it was this request's, made by `userClaimingKey`). A key
 * already used for another request is refused before anything runs.
 */
export async function runOnceClaiming(claim: KeyClaim, userId: number, claimed: boolean, run: () => Promise<Response>, limits = WAIT): Promise<Response> {
  const deadline = performance.now() + limits.waitMs;
  for (let pause = limits.firstPollMs; !claimed; pause = Math.min(pause * 2, limits.maxPollMs)) {
    const found = await readKey(userId, claim.key, claim.fingerprint);
    if (found.state === "other-request") throw new UnprocessableError(KEY_REUSED_MESSAGE);
    if (found.state === "answered") return replay(found.answer);
    if (performance.now() + pause > deadline) throw new ConflictError(STILL_RUNNING_MESSAGE);
    // Still running elsewhere: wait and look again. Absent (the first run failed and freed it):
    // claim it again at once.
    if (found.state === "running") await new Promise((resolve) => setTimeout(resolve, pause));
    claim = { ...claim, claimToken: randomUUID() };
    claimed = await claimKey(userId, claim);
  }
  return runClaimed({ userId, key: claim.key, claimToken: claim.claimToken }, run);
}

/** The request as a hash: its method, its path and its body's bytes. */
function fingerprintOf(request: Request, body: Uint8Array): string {
  const url = new URL(request.url);
  return createHash("sha256").update(`${request.method} ${url.pathname}${url.search}\n`).update(body).digest("hex");
}

/**
 * The claimed run. An answer below 500 is the request's answer and is kept (a refusal too: the
 * same request would be refused again); a failure (5xx, a throw) or a 429 frees the key, so a
 * retry runs again. `run` answers its failures too (route.ts turns a throw into its answer
 * first); one that throws anyway frees the key and throws on.
 */
async function runClaimed(claim: { userId: number; key: string; claimToken: string }, run: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await releaseKey(claim.userId, claim.key, claim.claimToken).catch((failure: unknown) => logStoreFailure("release", failure));
    throw error;
  }
  if (response.status >= 500 || response.status === 429) {
    await releaseKey(claim.userId, claim.key, claim.claimToken).catch((error: unknown) => logStoreFailure("release", error));
    return response;
  }
  const answer = { status: response.status, contentType: response.headers.get("content-type"), body: await response.text() };
  // The write is done: if its answer cannot be kept, it is still this request's answer (a repeat
  // waits for the key to be taken over as abandoned).
  await storeAnswer(claim.userId, claim.key, claim.claimToken, answer).catch((error: unknown) => logStoreFailure("store", error));
  return new Response(answer.body, { status: response.status, headers: response.headers });
}

function replay(answer: StoredAnswer): Response {
  const headers = new Headers({ [REPLAYED_HEADER]: "true" });
  if (answer.contentType) headers.set("content-type", answer.contentType);
  return new Response(answer.body, { status: answer.status, headers });
}

function logStoreFailure(what: string, error: unknown) {
  console.error(`[ace] idempotency key ${what} failed:`, error instanceof Error ? error.message : error);
}
