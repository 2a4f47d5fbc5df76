"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { errorMessage, loadOverNetwork } from "@/lib/api-client";
import type { AnimalHandlerJson } from "@/lib/animal-json";
import { addAnimalHandler, loadAnimalHandlers, removeAnimalHandler } from "@/lib/animal-handlers-api";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { INPUT_CLASS } from "@/components/ui/input-class";

/**
 * 'Condutores' on the owner's animal card (docs/rules.md, "Households"): who else books lessons
 * with the animal, adding one by email and removing one (asked first). The trainer's card opens
 * it on demand (`byTrainer`).
 */
export function AnimalHandlers({ animal, byTrainer = false }: { animal: { id: number; name: string }; byTrainer?: boolean }) {
  const headingId = useId();
  const emailId = useId();
  const [handlers, setHandlers] = useState<AnimalHandlerJson[] | null>(null);
  const [email, setEmail] = useState("");
  const [removing, setRemoving] = useState<AnimalHandlerJson | null>(null);
  const adding = useFormSubmission("Erro ao adicionar condutor");
  const removal = useFormSubmission("Erro ao remover condutor");
  const { fail } = adding;

  useEffect(
    () => loadWhileCurrent(loadAnimalHandlers(animal.id), setHandlers, (failure) => fail(errorMessage(failure, "Erro ao carregar condutores"))),
    [animal.id, fail],
  );

  function handleAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void adding.run(async () => {
      const { addAnimalHandlerBodySchema } = await loadOverNetwork(import("@/lib/validations/animal-handlers"));
      const parsed = addAnimalHandlerBodySchema.safeParse({ email });
      if (!parsed.success) return adding.invalid(parsed.error.issues[0]?.message ?? "Introduza um email válido.");
      const handler = await addAnimalHandler(animal.id, parsed.data.email);
      toast.success(`${handler.name} pode agora marcar aulas com ${animal.name}.`);
      setEmail("");
      setHandlers((current) => [...(current ?? []), handler].sort((a, b) => a.name.localeCompare(b.name, "pt")));
    }, { refusalInline: true });
  }

  async function handleRemove() {
    if (!removing) return;
    await removal.run(async () => {
      await removeAnimalHandler(animal.id, removing.user_id);
      toast.success(`${removing.name} deixou de conduzir ${animal.name}.`);
      setHandlers((current) => (current ?? []).filter((handler) => handler.user_id !== removing.user_id));
      setRemoving(null);
    });
  }

  return (
    <section aria-labelledby={headingId} className="space-y-2 border-t border-slate-100 pt-3">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        Condutores
      </h4>
      <p className="text-sm text-slate-600">Outros alunos que podem marcar aulas com {animal.name}.</p>
      {handlers && handlers.length > 0 && (
        <ul aria-label={`Condutores de ${animal.name}`} className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {handlers.map((handler) => (
            <li key={handler.user_id} className="flex items-center justify-between gap-2 py-1 pr-1 pl-3 text-sm text-slate-800">
              <span className="min-w-0 break-words">{handler.name}</span>
              <Button type="button" variant="secondary" className="text-red-700" aria-label={`Remover ${handler.name}`} onClick={() => setRemoving(handler)}>
                Remover
              </Button>
            </li>
          ))}
        </ul>
      )}
      {/* While they load, a line where "Ainda ninguém..." will be: the card's buttons below stay put (a tap on 'Editar' as the list arrived missed it). */}
      {handlers === null && !adding.error && (
        <p role="status" className="text-sm text-slate-500">
          A carregar condutores...
        </p>
      )}
      {handlers?.length === 0 && <p className="text-sm text-slate-500">{byTrainer ? "Ainda ninguém além do dono." : "Ainda ninguém além de si."}</p>}
      <form onSubmit={handleAdd} noValidate className="space-y-2">
        <FormAlert message={adding.error} />
        <label htmlFor={emailId} className="block text-sm font-medium text-slate-700">
          Email do condutor
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={emailId}
            type="email"
            autoComplete="off"
            inputMode="email"
            value={email}
            disabled={adding.saving}
            onChange={(event) => setEmail(event.target.value)}
            className={INPUT_CLASS}
          />
          <Button type="submit" variant="secondary" busy={adding.saving} busyLabel="A adicionar..." className="shrink-0">
            Adicionar condutor
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (open) return;
          setRemoving(null);
          removal.clearError();
        }}
        title="Remover condutor"
        message={removing ? `${removing.name} deixa de poder marcar aulas com ${animal.name}. As aulas que já marcou continuam marcadas.` : ""}
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
