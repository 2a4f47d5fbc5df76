"use client";

import { useCallback, useRef, useState } from "react";
import { ConnectionError, errorMessage, OutcomeUnknownError } from "@/lib/api-client";
import { toast } from "@/components/toast";

type RunOptions = {
  /**
   * A refusal of the server's is said inline only, where the member is looking (the booking
   * dialogs); a failure of the network is still a toast too.
   */
  refusalInline?: boolean;
};

/**
 * The state every form with a server call shares (docs/rules.md, "Screens"): a failure shows the server's
 * message, or the form's fallback, as an inline alert and an error toast. `offline` is what a
 * failure of the network says instead ('Sem ligação à internet. A aula não foi marcada: …',
 * src/lib/network-failure.ts and beside the screens): nothing was done, the form stays as it was for the same tap again.
 * `unknown` is what a write safe to retry says when its answer was lost and asking again did not
 * tell (src/lib/idempotent-write.ts): neither done nor not done ('… não foi possível saber se a aula
 * foi marcada …'); without it, the error's own words.
 */
export function useFormSubmission(fallback: string, offline?: string, unknown?: string) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Set at the tap itself, before React draws the busy button: a second tap meanwhile sends nothing.
  const running = useRef(false);

  // Stable, so an effect that reports a failed load can name it among its dependencies.
  const fail = useCallback((message: string) => {
    setError(message);
    toast.error(message);
  }, []);

  /** A check before any call failed (the sign-in, password and approval forms): the inline alert only. */
  function invalid(message: string) {
    setError(message);
  }

  /**
   * Runs the call with the form disabled (`saving`: the buttons show they are busy); a thrown
   * error becomes `fail`. While it runs, another `run` does nothing: one tap, one request.
   */
  async function run(send: () => Promise<void>, { refusalInline = false }: RunOptions = {}) {
    if (running.current) return;
    running.current = true;
    setSaving(true);
    setError(null);
    try {
      await send();
    } catch (failure) {
      if (failure instanceof ConnectionError) fail(offline ?? failure.message);
      else if (failure instanceof OutcomeUnknownError) fail(unknown ?? failure.message);
      else if (refusalInline) invalid(errorMessage(failure, fallback));
      else fail(errorMessage(failure, fallback));
    } finally {
      running.current = false;
      setSaving(false);
    }
  }

  /** Hides the alert when what it spoke about is gone (another date, a closed dialog). */
  function clearError() {
    setError(null);
  }

  return { error, saving, fail, invalid, run, clearError };
}

/**
 * Calls `onAnswered` (the screen reads its data again) once the server has answered `call`, yes or
 * no, or its outcome is not known (the screen reads what was done). A call the network failed changed
 * nothing the screen knows of: it stays exactly as it was.
 */
export async function afterAnswer<T>(call: Promise<T>, onAnswered: () => void): Promise<T> {
  let answered = true;
  try {
    return await call;
  } catch (failure) {
    answered = !(failure instanceof ConnectionError);
    throw failure;
  } finally {
    if (answered) onAnswered();
  }
}
