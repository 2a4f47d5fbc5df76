"use client";

import { useId } from "react";
import { FUTURE_BIRTH_DATE, latestBirthDate } from "@/lib/animal-birth-date";
import { AGILITY_SIZE_LABELS, AGILITY_SIZES } from "@/lib/animal-papers";
import type { AnimalBody } from "@/lib/validations/animals";
import { DateField } from "@/components/ui/date-field";
import { INPUT_CLASS } from "@/components/ui/input-class";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";

// The animal form's fields (name, birth date, observations, and its papers: breed, size,
// vaccination and insurance), shared by the create form, the edit modal and the first-animal
// onboarding (which leaves the papers for later). An empty paper field clears it.

export type AnimalFormValues = {
  name: string;
  birth_date: string;
  observations: string;
  breed: string;
  size_category: string;
  vaccination_valid_until: string;
  insurance_valid_until: string;
};

export const EMPTY_ANIMAL_FORM: AnimalFormValues = {
  name: "",
  birth_date: "",
  observations: "",
  breed: "",
  size_category: "",
  vaccination_valid_until: "",
  insurance_valid_until: "",
};

type AnimalValues = {
  name: string;
  birth_date: string;
  observations: string | null;
  breed: string | null;
  size_category: string | null;
  vaccination_valid_until: string | null;
  insurance_valid_until: string | null;
};

export function animalFormValues(animal: AnimalValues): AnimalFormValues {
  return {
    name: animal.name,
    birth_date: animal.birth_date,
    observations: animal.observations ?? "",
    breed: animal.breed ?? "",
    size_category: animal.size_category ?? "",
    vaccination_valid_until: animal.vaccination_valid_until ?? "",
    insurance_valid_until: animal.insurance_valid_until ?? "",
  };
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
  disabled?: boolean;
  /** Breed, size, vaccination and insurance (the onboarding leaves them out). */
  withPapers?: boolean;
};

export function AnimalFields({ values, onChange, disabled = false, withPapers = true }: AnimalFieldsProps) {
  const sizeId = useId();
  const update = (field: keyof AnimalFormValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  const updateDate = (field: keyof AnimalFormValues) => (value: string) => onChange({ ...values, [field]: value });
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
      <DateField
        label="Data de nascimento"
        name="birth_date"
        required
        disabled={disabled}
        value={values.birth_date}
        onChange={updateDate("birth_date")}
        latest={{ date: latestBirthDate(), message: FUTURE_BIRTH_DATE }}
      />
      <TextareaField
        label="Observações (opcional)"
        name="observations"
        maxLength={1000}
        disabled={disabled}
        placeholder="Temperamento, cuidados especiais..."
        value={values.observations}
        onChange={update("observations")}
      />
      {withPapers && (
        <fieldset className="space-y-4 rounded-xl border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-700">Raça e documentos (opcional)</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Raça"
              name="breed"
              autoComplete="off"
              maxLength={60}
              disabled={disabled}
              value={values.breed}
              onChange={update("breed")}
            />
            <div>
              <label htmlFor={sizeId} className="mb-1 block text-sm font-medium text-slate-700">
                Tamanho (agility)
              </label>
              <select id={sizeId} name="size_category" disabled={disabled} value={values.size_category} onChange={update("size_category")} className={INPUT_CLASS}>
                <option value="">Não indicada</option>
                {AGILITY_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {AGILITY_SIZE_LABELS[size]} ({size})
                  </option>
                ))}
              </select>
            </div>
            <DateField
              label="Vacinação válida até"
              name="vaccination_valid_until"
              disabled={disabled}
              value={values.vaccination_valid_until}
              onChange={updateDate("vaccination_valid_until")}
            />
            <DateField
              label="Seguro válido até"
              name="insurance_valid_until"
              disabled={disabled}
              value={values.insurance_valid_until}
              onChange={updateDate("insurance_valid_until")}
            />
          </div>
          <p className="text-xs text-slate-500">O dono do animal recebe um email 14 dias antes de a vacinação ou o seguro terminarem.</p>
        </fieldset>
      )}
    </>
  );
}
