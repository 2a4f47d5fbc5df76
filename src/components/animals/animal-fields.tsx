"use client";

import type { AnimalBody } from "@/lib/validations/animals";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";

// The animal form's fields (name, birth date, observations), shared by the create form, the
// edit modal and the first-animal onboarding.

export type AnimalFormValues = { name: string; birth_date: string; observations: string };

export const EMPTY_ANIMAL_FORM: AnimalFormValues = { name: "", birth_date: "", observations: "" };

export function animalFormValues(animal: { name: string; birth_date: string; observations: string | null }): AnimalFormValues {
  return { name: animal.name, birth_date: animal.birth_date, observations: animal.observations ?? "" };
}

/**
 * Validates the form with the API's own schema: the body to send, or the first message. The
 * schema (and zod) load on the first submit, not with the page.
 */
export async function parseAnimalForm(values: AnimalFormValues): Promise<{ body: AnimalBody } | { error: string }> {
  const { animalBodySchema, REQUIRED_MESSAGE } = await import("@/lib/validations/animals");
  const parsed = animalBodySchema.safeParse(values);
  if (parsed.success) return { body: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? REQUIRED_MESSAGE };
}

type AnimalFieldsProps = {
  values: AnimalFormValues;
  onChange: (values: AnimalFormValues) => void;
  /** Today's club date: the latest birth date. */
  today: string;
  disabled?: boolean;
};

export function AnimalFields({ values, onChange, today, disabled = false }: AnimalFieldsProps) {
  const update = (field: keyof AnimalFormValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  return (
    <>
      <TextField
        label="Nome do animal"
        name="name"
        autoComplete="off"
        required
        maxLength={80}
        disabled={disabled}
        value={values.name}
        onChange={update("name")}
      />
      <TextField
        label="Data de nascimento"
        name="birth_date"
        type="date"
        required
        max={today}
        disabled={disabled}
        value={values.birth_date}
        onChange={update("birth_date")}
      />
      <TextareaField
        label="Observações (opcional)"
        name="observations"
        maxLength={1000}
        disabled={disabled}
        placeholder="Raça, temperamento, cuidados especiais..."
        value={values.observations}
        onChange={update("observations")}
      />
    </>
  );
}
