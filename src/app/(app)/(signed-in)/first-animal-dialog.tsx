"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { createAnimal } from "@/lib/animal-api";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { AnimalFields, EMPTY_ANIMAL_FORM, parseAnimalForm, type AnimalFormValues } from "@/components/animals/animal-fields";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";

/** Spec: the modal closes 1.2 s after the animal is created. */
export const ONBOARDING_CLOSE_DELAY_MS = 1200;

/** The first-animal onboarding's modal (first-animal-onboarding.tsx decides when it shows). */
export function FirstAnimalDialog({ onCreated, onClose }: { onCreated: () => void; onClose: () => void }) {
  const [values, setValues] = useState<AnimalFormValues>(EMPTY_ANIMAL_FORM);
  const { error, saving, fail, run } = useFormSubmission("Erro ao adicionar animal");
  const [created, setCreated] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  function close() {
    if (saving) return;
    onClose();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = await parseAnimalForm(values);
    if ("error" in parsed) return fail(parsed.error);
    await run(async () => {
      const animal = await createAnimal(parsed.body);
      toast.success(`Animal "${animal.name}" registado com sucesso! Agora já pode marcar aulas.`);
      setCreated(true);
      onCreated();
      closeTimer.current = setTimeout(onClose, ONBOARDING_CLOSE_DELAY_MS);
    });
  }

  return (
    <Modal
      open
      onOpenChange={(next) => !next && close()}
      title="Bem-vindo ao ACE!"
      description="Para começar a marcar aulas, registe o seu primeiro animal."
      showDescription
    >
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <FormAlert message={error} />
        <AnimalFields values={values} onChange={setValues} disabled={saving || created} withPapers={false} />
        <Button type="submit" busy={saving} busyLabel="A registar..." disabled={created} className="w-full">
          Registar Animal
        </Button>
      </form>
    </Modal>
  );
}
