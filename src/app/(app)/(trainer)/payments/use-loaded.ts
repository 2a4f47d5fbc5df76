"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { toast } from "@/components/toast";

/**
 * What one part of the /payments screen shows, loaded on mount and on `reload()` (after a
 * change). A failed load keeps what was shown and says why, inline and as a toast (docs/rules.md, "Screens").
 * `load` must be stable; a part that shows another month is remounted (keyed by the month).
 */
export function useLoaded<T>(load: () => Promise<T>, fallback: string, onLoaded?: (data: T) => void) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const loaded = useRef(onLoaded);
  useEffect(() => {
    loaded.current = onLoaded;
  });

  useEffect(
    () =>
      loadWhileCurrent(
        load(),
        (value) => {
          setData(value);
          setError(null);
          loaded.current?.(value);
        },
        (failure) => {
          const message = errorMessage(failure, fallback);
          setError(message);
          toast.error(message);
        },
      ),
    [load, fallback, version],
  );

  const reload = useCallback(() => setVersion((count) => count + 1), []);
  return { data, error, reload };
}
