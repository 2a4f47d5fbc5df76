import { apiFetch, ConnectionError, type ApiFetchOptions } from "@/lib/api-client";

// The writes a poor network may send twice (docs/rules.md, "On the phone"): booking, cancelling,
// joining a waiting list, attendance, marking a payment paid. Each carries an `Idempotency-Key`
// header, and the server answers a key it has seen with its first answer, changing nothing more.
//
// One key per action of the member's. A call the network failed (ConnectionError) may still have
// reached the server, so the same request sent again keeps its key: the retry is the same action.
// Two identical calls at once (a double tap) share it too. Once the server has answered any of
// these writes, the member has seen an outcome: the next write is a new action with a new key, so
// booking a lesson again after cancelling it is never taken for the first booking's retry.

type Write = Required<Pick<ApiFetchOptions, "method">> & Pick<ApiFetchOptions, "body">;

/** The key of each request still unanswered, by method, path and body. */
const unanswered = new Map<string, string>();

/** Calls `/api{path}` as `apiFetch` does, with the action's `Idempotency-Key`. */
export async function idempotentWrite<T>(path: string, { method, body }: Write): Promise<T> {
  const request = `${method} ${path} ${JSON.stringify(body ?? null)}`;
  const key = unanswered.get(request) ?? newKey();
  unanswered.set(request, key);
  try {
    const answer = await apiFetch<T>(path, { method, body, headers: { "Idempotency-Key": key } });
    unanswered.clear();
    return answer;
  } catch (error) {
    if (error instanceof ConnectionError) unanswered.set(request, key);
    else unanswered.clear();
    throw error;
  }
}

/**
 * A random UUID. `crypto.randomUUID` exists on https (and localhost) only: a page served over plain
 * http gets 128 random bits all the same, written shorter (the server takes any key of 1 to 100
 * characters).
 */
function newKey(): string {
  return crypto.randomUUID?.() ?? Array.from(crypto.getRandomValues(new Uint32Array(4)), (part) => part.toString(36)).join("-");
}
