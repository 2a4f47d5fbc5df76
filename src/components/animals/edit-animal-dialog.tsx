"use client";

import { useState, type FormEvent } from "react";
import type { AnimalBody } from "@/lib/validations/animals";
import type { Animal } from "@/lib/animal-api";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { AnimalFields, animalFormValues, parseAnimalForm, type AnimalFormValues } from "@/components/animals/animal-fields";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";

type EditAnimalDialogProps = {
  /** The animal being edited; null when the dialog is closed. */
  animal: Animal | null;
  onClose: () => void;
  /** Sends the edit (the member's route or the trainer's) and answers the saved animal. */
  save: (id: number, body: AnimalBody) => Promise<Animal>;
  onSaved: (animal: Animal) => void;
};

/** 'Editar Animal': the same fields as the create form, in a modal. */
export function EditAnimalDialog({ animal, onClose, save, onSaved }: EditAnimalDialogProps) {
  return (
    <Modal
      open={animal !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Editar Animal"
      description={animal ? `Altere os dados de ${animal.name}.` : ""}
      showDescription
    >
      {animal && <EditAnimalForm key={animal.id} animal={animal} onClose={onClose} save={save} onSaved={onSaved} />}
    </Modal>
  );
}

function EditAnimalForm({ animal, onClose, save, onSaved }: EditAnimalDialogProps & { animal: Animal }) {
  const [values, setValues] = useState<AnimalFormValues>(() => animalFormValues(animal));
  const { error, saving, fail, run } = useFormSubmission("Erro ao editar animal");

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!animal.id) return fail("Erro: ID do animal não encontrado");
    const parsed = await parseAnimalForm(values);
    if ("error" in parsed) return fail(parsed.error);
    await run(async () => {
      const saved = await save(animal.id, parsed.body);
      toast.success(`Animal "${saved.name}" atualizado com sucesso!`);
      onSaved(saved);
      onClose();
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <FormAlert message={error} />
      <AnimalFields values={values} onChange={setValues} disabled={saving} />
      <DialogActions busy={saving} onBack={onClose} label="Guardar alterações" busyLabel="A guardar..." />
    </form>
  );
}
