"use client";

import { useEffect, useState } from "react";
import { loadMyAnimals } from "@/lib/animal-api";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { lazyComponent } from "@/components/lazy-component";

// The dialog (Radix, the form, its validation) loads only for a student who has no animal yet.
const FirstAnimalDialog = lazyComponent(() => import("./first-animal-dialog").then((module) => module.FirstAnimalDialog));

/**
 * 'Bem-vindo ao ACE!': a student with no animals registers the first one from the home screen.
 * Opens only when `canOpen` (the changelog, if it shows, goes first).
 */
export function FirstAnimalOnboarding({ canOpen }: { canOpen: boolean }) {
  const [hasNoAnimals, setHasNoAnimals] = useState(false);
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(
    () =>
      loadWhileCurrent(
        loadMyAnimals(),
        (animals) => setHasNoAnimals(animals.length === 0),
        (failure) => console.error("Erro ao carregar animais", failure),
      ),
    [],
  );

  // Opened during render, not in an effect: once open it stays open (past the first animal's
  // creation, for the dialog's success message) until closed.
  if (canOpen && hasNoAnimals && !dismissed && !open) setOpen(true);

  if (!open) return null;
  return (
    <FirstAnimalDialog
      onCreated={() => setHasNoAnimals(false)}
      onClose={() => {
        setOpen(false);
        setDismissed(true);
      }}
    />
  );
}
