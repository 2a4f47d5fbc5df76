"use client";

import { useState, type FormEvent } from "react";
import { createAnimal, type Animal } from "@/lib/animal-api";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { AnimalFields, EMPTY_ANIMAL_FORM, parseAnimalForm, type AnimalFormValues } from "@/components/animals/animal-fields";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

/** 'Adicionar Animal': a member registers one more animal. */
export function NewAnimalForm({ onCreated }: { onCreated: (animal: Animal) => void }) {
  const [values, setValues] = useState<AnimalFormValues>(EMPTY_ANIMAL_FORM);
  const { error, saving, fail, run } = useFormSubmission("Erro ao criar animal");

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = await parseAnimalForm(values);
    if ("error" in parsed) return fail(parsed.error);
    await run(async () => {
      const animal = await createAnimal(parsed.body);
      toast.success(`Animal "${animal.name}" adicionado com sucesso!`);
      setValues(EMPTY_ANIMAL_FORM);
      onCreated(animal);
    });
  }

  return (
    <section aria-labelledby="new-animal" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="new-animal" className="text-lg font-semibold text-slate-900">
        Adicionar Animal
      </h2>
      <form onSubmit={handleSubmit} noValidate className="mt-4 space-y-4">
        <FormAlert message={error} />
        <AnimalFields values={values} onChange={setValues} disabled={saving} />
        <Button type="submit" busy={saving} busyLabel="A adicionar..." className="w-full">
          Adicionar animal
        </Button>
      </form>
    </section>
  );
}
