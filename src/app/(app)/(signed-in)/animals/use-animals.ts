"use client";

import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import type { Animal } from "@/lib/animal-api";
import { toast } from "@/components/toast";

/**
 * The animals one /animals screen shows, loaded on mount and on `reload()`. A failed load keeps
 * the last list and says why (inline and as a toast). `load` must be a stable function.
 */
export function useAnimals(load: () => Promise<Animal[]>) {
  const [animals, setAnimals] = useState<Animal[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setAnimals(await load());
      setLoadError(null);
    } catch (failure) {
      const message = errorMessage(failure, "Erro ao carregar animais");
      setLoadError(message);
      toast.error(message);
    }
  }, [load]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reload sets state only once the request answers
    void reload();
  }, [reload]);

  return { animals, loadError, reload };
}
