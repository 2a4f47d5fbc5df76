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

/** A random UUID; `crypto.randomUUID` exists on https (and localhost) only. */
function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
