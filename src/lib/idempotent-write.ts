import { apiFetch, ApiError, ConnectionError, OutcomeUnknownError, type ApiFetchOptions } from "@/lib/api-client";

// The writes a poor network may send twice (docs/rules.md, "On the phone"): booking, cancelling,
// joining a waiting list, attendance, marking a payment paid. Each carries an `Idempotency-Key`
// header, and the server answers a key it has seen with its first answer, changing nothing more.
//
// One key per action of the member's. A call the network failed (ConnectionError) may still have
// reached the server, so the same request sent again keeps its key: the retry is the same action.
// Two identical calls at once (a double tap) share it too. Once the server has answered any of
// these writes, the member has seen an outcome: the next write is a new action with a new key, so
// booking a lesson again after cancelling it is never taken for the first booking's retry.
//
// A lost answer is asked again (docs/rules.md, "Writes safe to retry"): a call that left the
// device and got no answer, or a server failure (5xx, a 429 or 503 with a short Retry-After, the
// same request still being handled), is sent again with the same key a few times, so that the
// screen shows the server's answer (a booking made is 'Aula marcada', never 'não foi marcada').
// An answer below 500 is the truth and is shown. Still not known after the tries:
// OutcomeUnknownError, and the key is kept for the member's next tap.

type Write = Required<Pick<ApiFetchOptions, "method">> & Pick<ApiFetchOptions, "body">;

/** One action not yet answered: its key, and whether a try of it may have reached the server. */
type Action = { key: string; mayBeDone: boolean };

/** Each action still unanswered, by method, path and body. */
const unanswered = new Map<string, Action>();

/** The pauses before asking again: five tries in all, within about 8 s. */
export const PAUSES_MS = [500, 1_000, 2_000, 4_000] as const;
/** A Retry-After longer than this is not waited for while the member watches a busy button. */
const LONGEST_PAUSE_MS = 5_000;

/** The server's words when the same request is still being handled (a 409 to ask again: src/server/idempotency/run-once.ts). */
export const STILL_RUNNING = "O mesmo pedido ainda está a ser tratado.";

/** How a try ended without a result: the network failed it, or the server answered an error. */
export type FailedTry =
  | { kind: "network"; online: boolean }
  | { kind: "answer"; status: number; retryAfterSeconds: number | null; stillRunning: boolean };

/**
 * The pause before asking again after `triesDone` tries, or null: ask no more (the answer is the
 * truth, the tries are spent, or the device was offline and no try may have reached the server).
 */
export function pauseBeforeNextTry(triesDone: number, failed: FailedTry, mayBeDone: boolean): number | null {
  const pause = PAUSES_MS[triesDone - 1];
  if (pause === undefined) return null;
  if (failed.kind === "network") return failed.online || mayBeDone ? pause : null;
  const serverFailed = failed.status >= 500 || failed.status === 429 || failed.stillRunning;
  if (!serverFailed) return null;
  const asked = (failed.retryAfterSeconds ?? 0) * 1000;
  return asked > LONGEST_PAUSE_MS ? null : Math.max(pause, asked);
}

/** Calls `/api{path}` as `apiFetch` does, with the action's `Idempotency-Key`, until the server's answer is known. */
export async function idempotentWrite<T>(path: string, { method, body }: Write): Promise<T> {
  const request = `${method} ${path} ${JSON.stringify(body ?? null)}`;
  const action = unanswered.get(request) ?? { key: newKey(), mayBeDone: false };
  unanswered.set(request, action);
  for (let tries = 1; ; tries++) {
    const online = deviceOnline();
    try {
      const answer = await apiFetch<T>(path, { method, body, headers: { "Idempotency-Key": action.key } });
      unanswered.clear();
      return answer;
    } catch (error) {
      const failed = failedTry(error, online);
      // Sent with a network, or held by the server: it may have been done.
      if (failed.kind === "network" ? online : failed.stillRunning) action.mayBeDone = true;
      const pause = pauseBeforeNextTry(tries, failed, action.mayBeDone);
      if (pause === null) throw settled(error, failed, request, action);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

function failedTry(error: unknown, online: boolean): FailedTry {
  if (error instanceof ConnectionError) return { kind: "network", online };
  // Anything else thrown is taken as the server's answer (ApiError), never as a failure to retry.
  if (!(error instanceof ApiError)) return { kind: "answer", status: 400, retryAfterSeconds: null, stillRunning: false };
  const stillRunning = error.status === 409 && (error.serverError?.startsWith(STILL_RUNNING) ?? false);
  return { kind: "answer", status: error.status, retryAfterSeconds: error.retryAfterSeconds, stillRunning };
}

/**
 * What the screen is told once no more is asked: the server's answer below 500 as it is (the truth,
 * a replayed first answer too); else, while a try may have been done, that it is not known, and
 * the key is kept for the next tap, as it is after a network failure.
 */
function settled(error: unknown, failed: FailedTry, request: string, action: Action): unknown {
  const answered = failed.kind === "answer" && failed.status < 500 && failed.status !== 429 && !failed.stillRunning;
  if (answered || (!action.mayBeDone && failed.kind === "answer")) {
    unanswered.clear();
    return error;
  }
  unanswered.set(request, action);
  return action.mayBeDone ? new OutcomeUnknownError() : error;
}

/** False only when the browser knows it has no network: then a call never leaves the device. */
function deviceOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

/**
 * A random UUID. `crypto.randomUUID` exists on https (and localhost) only: a page served over plain
 * http gets 128 random bits all the same, written shorter (the server takes any key of 1 to 100
 * characters).
 */
function newKey(): string {
  return crypto.randomUUID?.() ?? Array.from(crypto.getRandomValues(new Uint32Array(4)), (part) => part.toString(36)).join("-");
}
