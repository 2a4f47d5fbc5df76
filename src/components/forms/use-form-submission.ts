"use client";

import { useCallback, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/components/toast";

/**
 * The state every form with a server call shares (docs/rules.md, "Screens"): a failure shows the server's
 * message, or the form's fallback, as an inline alert and an error toast.
 */
export function useFormSubmission(fallback: string) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // Stable, so an effect that reports a failed load can name it among its dependencies.
  const fail = useCallback((message: string) => {
    setError(message);
    toast.error(message);
  }, []);

  /** A check before any call failed (the sign-in, password and approval forms): the inline alert only. */
  function invalid(message: string) {
    setError(message);
  }

  /** Runs the call with the form disabled; a thrown error becomes `fail`. */
  async function run(send: () => Promise<void>) {
    setSaving(true);
    setError(null);
    try {
      await send();
    } catch (failure) {
      fail(errorMessage(failure, fallback));
    } finally {
      setSaving(false);
    }
  }

  /** Hides the alert when what it spoke about is gone (another date, a closed dialog). */
  function clearError() {
    setError(null);
  }

  return { error, saving, fail, invalid, run, clearError };
}
