"use client";

import { useEffect, useState, type FormEvent } from "react";
import { FUTURE_BIRTH_DATE, latestBirthDate } from "@/lib/animal-birth-date";
import { errorMessage, loadOverNetwork } from "@/lib/api-client";
import type { DependantJson } from "@/lib/household-json";
import { addDependant, loadDependants, removeDependant } from "@/lib/household-api";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { shortDateLabel } from "@/lib/short-date-label";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DateField } from "@/components/ui/date-field";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";

const byName = (a: DependantJson, b: DependantJson) => a.name.localeCompare(b.name, "pt") || a.id - b.id;

/**
 * 'Agregado' on the account page (docs/rules.md, "Households"): the member's dependants, young
 * handlers with no login for whom they book lessons; adding one (name and birth date) and
 * removing one (asked first; one with a lesson to come is refused, said in the dialog only).
 */
export function HouseholdSection() {
  const [dependants, setDependants] = useState<DependantJson[] | null>(null);
  const [name, setName] = useState("");
  const [birthDate, setBirthDate] = useState("");
  const [removing, setRemoving] = useState<DependantJson | null>(null);
  const adding = useFormSubmission("Erro ao adicionar dependente");
  const removal = useFormSubmission("Erro ao remover dependente");
  const { fail } = adding;

  useEffect(() => loadWhileCurrent(loadDependants(), setDependants, (failure) => fail(errorMessage(failure, "Erro ao carregar o agregado"))), [fail]);

  function handleAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void adding.run(async () => {
      const { dependantBodySchema } = await loadOverNetwork(import("@/lib/validations/household"));
      const parsed = dependantBodySchema.safeParse({ name, birth_date: birthDate });
      if (!parsed.success) return adding.invalid(parsed.error.issues[0]?.message ?? "Verifique o nome e a data de nascimento.");
      const dependant = await addDependant(parsed.data);
      toast.success(`${dependant.name} faz agora parte do seu agregado.`);
      setName("");
      setBirthDate("");
      setDependants((current) => [...(current ?? []), dependant].sort(byName));
    }, { refusalInline: true });
  }

  async function handleRemove() {
    if (!removing) return;
    await removal.run(async () => {
      await removeDependant(removing.id);
      toast.success(`${removing.name} deixou de fazer parte do seu agregado.`);
      setDependants((current) => (current ?? []).filter((dependant) => dependant.id !== removing.id));
      setRemoving(null);
    }, { refusalInline: true });
  }

  return (
    <section aria-labelledby="household" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="household" className="text-lg font-semibold text-slate-900">
        Agregado
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Filhos ou outros dependentes sem conta própria que conduzem nas aulas. Marca as aulas por eles; as aulas contam na sua mensalidade.
      </p>
      {dependants && dependants.length > 0 && (
        <ul aria-label="Dependentes" className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {dependants.map((dependant) => (
            <li key={dependant.id} className="flex items-center justify-between gap-2 py-1 pr-1 pl-3 text-sm text-slate-800">
              <span className="min-w-0 break-words">
                <span className="font-medium text-slate-900">{dependant.name}</span>
                <span className="block text-slate-600">
                  Nasceu a <time dateTime={dependant.birth_date}>{shortDateLabel(dependant.birth_date)}</time>
                </span>
              </span>
              <Button type="button" variant="secondary" className="text-red-700" aria-label={`Remover ${dependant.name}`} onClick={() => setRemoving(dependant)}>
                Remover
              </Button>
            </li>
          ))}
        </ul>
      )}
      {dependants?.length === 0 && <p className="mt-3 text-sm text-slate-500">Ainda sem dependentes.</p>}
      <form onSubmit={handleAdd} noValidate aria-label="Adicionar dependente" className="mt-4 space-y-3">
        <FormAlert message={adding.error} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Nome" name="dependant_name" autoComplete="off" maxLength={80} required value={name} disabled={adding.saving} onChange={(event) => setName(event.target.value)} />
          <DateField
            label="Data de nascimento"
            name="dependant_birth_date"
            required
            disabled={adding.saving}
            value={birthDate}
            onChange={setBirthDate}
            latest={{ date: latestBirthDate(), message: FUTURE_BIRTH_DATE }}
          />
        </div>
        <Button type="submit" variant="secondary" busy={adding.saving} busyLabel="A adicionar..." className="w-full sm:w-auto">
          Adicionar dependente
        </Button>
      </form>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (open) return;
          setRemoving(null);
          removal.clearError();
        }}
        title="Remover dependente"
        message={removing ? `${removing.name} deixa de fazer parte do seu agregado. As aulas que já teve continuam na sua conta.` : ""}
        confirmLabel="Remover"
        busyLabel="A remover..."
        busy={removal.saving}
        destructive
        error={removal.error}
        onConfirm={handleRemove}
      />
    </section>
  );
}
