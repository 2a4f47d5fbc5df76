"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { createAnimal, loadMyAnimals } from "@/lib/animal-api";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { AnimalFields, EMPTY_ANIMAL_FORM, parseAnimalForm, type AnimalFormValues } from "@/components/animals/animal-fields";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";

/** Spec: the modal closes 1.2 s after the animal is created. */
export const ONBOARDING_CLOSE_DELAY_MS = 1200;

/**
 * 'Bem-vindo ao ACE!': a student with no animals registers the first one from the home screen.
 * Opens only when `canOpen` (the changelog, if it shows, goes first).
 */
export function FirstAnimalOnboarding({ canOpen }: { canOpen: boolean }) {
  const [hasNoAnimals, setHasNoAnimals] = useState(false);
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [values, setValues] = useState<AnimalFormValues>(EMPTY_ANIMAL_FORM);
  const { error, saving, fail, run } = useFormSubmission("Erro ao adicionar animal");
  const [created, setCreated] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const stopLoading = loadWhileCurrent(
      loadMyAnimals(),
      (animals) => setHasNoAnimals(animals.length === 0),
      (failure) => console.error("Erro ao carregar animais", failure),
    );
    return () => {
      stopLoading();
      if (closeTimer.current) clearTimeout(closeTimer.current);
    };
  }, []);

  useEffect(() => {
    if (canOpen && hasNoAnimals && !dismissed) setOpen(true);
  }, [canOpen, hasNoAnimals, dismissed]);

  function close() {
    if (saving) return;
    setOpen(false);
    setDismissed(true);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseAnimalForm(values);
    if ("error" in parsed) return fail(parsed.error);
    await run(async () => {
      const animal = await createAnimal(parsed.body);
      toast.success(`Animal "${animal.name}" registado com sucesso! Agora já pode marcar aulas.`);
      setCreated(true);
      setHasNoAnimals(false);
      closeTimer.current = setTimeout(() => {
        setOpen(false);
        setDismissed(true);
      }, ONBOARDING_CLOSE_DELAY_MS);
    });
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Bem-vindo ao ACE!"
      description="Para começar a marcar aulas, registe o seu primeiro animal."
      showDescription
    >
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <FormAlert message={error} />
        <AnimalFields values={values} onChange={setValues} disabled={saving || created} />
        <Button type="submit" disabled={saving || created} className="w-full">
          {saving ? "A registar..." : "Registar Animal"}
        </Button>
      </form>
    </Modal>
  );
}
