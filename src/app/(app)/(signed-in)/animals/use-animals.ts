"use client";

import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import type { Animal } from "@/lib/animal-api";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { toast } from "@/components/toast";

/**
 * The animals one /animals screen shows, loaded on mount and on `reload()` (which resolves once
 * the list is shown again). A failed load keeps the last list and says why (inline and as a
 * toast). `load` must be a stable function.
 */
export function useAnimals(load: () => Promise<Animal[]>) {
  const [animals, setAnimals] = useState<Animal[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const show = useCallback((loaded: Animal[]) => {
    setAnimals(loaded);
    setLoadError(null);
  }, []);
  const fail = useCallback((failure: unknown) => {
    const message = errorMessage(failure, "Erro ao carregar animais");
    setLoadError(message);
    toast.error(message);
  }, []);

  useEffect(() => loadWhileCurrent(load(), show, fail), [load, show, fail]);
  const reload = useCallback(() => load().then(show).catch(fail), [load, show, fail]);

  return { animals, loadError, reload };
}
