"use client";

import { useEffect, useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/api-client";
import { loadWhileCurrent } from "@/lib/load-while-current";
import type { TrainerJson } from "@/lib/trainer-json";
import { addAssistant, loadTrainers, setAssistantActive } from "@/lib/trainers-api";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";

/** /trainers: who gives the club's lessons; the trainer adds assistant trainers and turns them off and on. */
export function TrainersScreen({ first }: { first: TrainerJson[] | null }) {
  const [trainers, setTrainers] = useState<TrainerJson[] | null>(first);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (trainers !== null) return;
    return loadWhileCurrent(loadTrainers(), (loaded) => setTrainers(loaded.trainers), (failure) =>
      setLoadError(errorMessage(failure, "Erro ao carregar os treinadores.")),
    );
  }, [trainers]);

  const replace = (changed: TrainerJson) =>
    setTrainers((list) => (list ?? []).some((each) => each.id === changed.id) ? (list ?? []).map((each) => (each.id === changed.id ? changed : each)) : [...(list ?? []), changed]);

  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Treinadores</h1>
        <p className="mt-2 text-slate-600">
          Adicione treinadores assistentes: cada um conduz as aulas que lhe atribui, marca presenças e escreve notas nessas aulas.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <AddAssistantForm onAdded={replace} />
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">Equipa</h2>
          <FormAlert message={loadError} />
          {trainers === null ? (
            !loadError && <p role="status" className="mt-3 text-sm text-slate-600">A carregar treinadores...</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {trainers.map((each) => (
                <TrainerRow key={each.id} trainer={each} onChanged={replace} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

function AddAssistantForm({ onAdded }: { onAdded: (trainer: TrainerJson) => void }) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const answer = await addAssistant({ name, email });
      onAdded(answer.trainer);
      toast.success(answer.message);
      setName("");
      setEmail("");
    } catch (failure) {
      setError(errorMessage(failure, "Não foi possível adicionar o treinador assistente."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">Adicionar treinador assistente</h2>
      <FormAlert message={error} />
      <TextField label="Nome" name="name" autoComplete="off" required maxLength={120} value={name} onChange={(event) => setName(event.target.value)} />
      <TextField label="Email" name="email" type="email" autoComplete="off" required maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} />
      <p className="text-sm text-slate-600">Enviamos-lhe por email uma password para o primeiro início de sessão.</p>
      <Button type="submit" busy={saving} busyLabel="A adicionar..." className="w-full sm:w-auto">
        Adicionar
      </Button>
    </form>
  );
}

function TrainerRow({ trainer, onChanged }: { trainer: TrainerJson; onChanged: (trainer: TrainerJson) => void }) {
  const [saving, setSaving] = useState(false);
  async function toggle() {
    setSaving(true);
    try {
      const answer = await setAssistantActive(trainer.id, !trainer.active);
      onChanged(answer.trainer);
      toast.success(answer.message);
    } catch (failure) {
      toast.error(errorMessage(failure, "Não foi possível alterar o treinador assistente."));
    } finally {
      setSaving(false);
    }
  }
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{trainer.name}</p>
        <p className="text-sm break-all text-slate-600">{trainer.email}</p>
        <p className="text-xs text-slate-600">
          {trainer.role === "trainer" ? "Treinador principal" : trainer.active ? "Treinador assistente · ativo" : "Treinador assistente · desativado"}
        </p>
      </div>
      {trainer.role === "assistant" && (
        <Button type="button" variant="secondary" busy={saving} onClick={toggle} className="w-full sm:w-auto" aria-label={`${trainer.active ? "Desativar" : "Ativar"} ${trainer.name}`}>
          {trainer.active ? "Desativar" : "Ativar"}
        </Button>
      )}
    </li>
  );
}
