"use client";

import { useState } from "react";
import { loadAnimalsWithOwners, updateAnimal, type Animal } from "@/lib/animal-api";
import { lazyComponent } from "@/components/lazy-component";
import { FilterButtons } from "@/components/ui/filter-buttons";
import { FormAlert } from "@/components/ui/form-alert";
import { matchesSearch, SearchField } from "@/components/ui/search-field";
import { AnimalsByOwner } from "./animals-by-owner";
import { useAnimals } from "./use-animals";

// Loads when an animal is first edited.
const EditAnimalDialog = lazyComponent(() => import("@/components/animals/edit-animal-dialog").then((module) => module.EditAnimalDialog));

type Filter = "all" | "student" | "external";

const FILTERS = [
  { value: "all", label: "Todos" },
  { value: "student", label: "Alunos" },
  { value: "external", label: "Externos" },
] as const;

const SECTIONS = [
  { role: "student", title: "Alunos Regulares" },
  { role: "external", title: "Alunos Externos" },
  { role: "guest", title: "Convidados" },
] as const;

const byOwnerThenName = (a: Animal, b: Animal) =>
  a.user_name.localeCompare(b.user_name, "pt") || a.name.localeCompare(b.name, "pt") || a.id - b.id;

// Sorted again here with the Portuguese collation, whatever the database's own collation is.
const loadSortedByOwner = async () => (await loadAnimalsWithOwners()).sort(byOwnerThenName);

/** /animals for the trainer: every member's animals, by category and owner, with an edit modal (`today`: the club's date). */
export function TrainerAnimalsScreen({ today }: { today: string }) {
  const { animals, loadError, reload } = useAnimals(loadSortedByOwner);
  const [filter, setFilter] = useState<Filter>("all");
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Animal | null>(null);

  const shown = (animals ?? []).filter((animal) => matchesSearch(search, animal.user_name, animal.name));
  const sections = SECTIONS.filter((section) => filter === "all" || section.role === filter);

  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Animais</h1>
        <p className="mt-2 text-slate-600">Os animais de todos os alunos, agrupados por aluno.</p>
      </header>
      <FormAlert message={loadError} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FilterButtons label="Filtrar animais por categoria do aluno" options={FILTERS} value={filter} onChange={setFilter} />
        <SearchField
          label="Pesquisar por aluno ou animal"
          placeholder="Pesquisar por aluno ou animal..."
          value={search}
          onChange={setSearch}
          className="sm:w-80"
        />
      </div>
      {!animals && !loadError ? (
        <p role="status" className="py-10 text-center text-sm text-slate-600">
          A carregar animais...
        </p>
      ) : (
        sections.map((section) => (
          <AnimalsByOwner
            key={section.role}
            title={section.title}
            animals={shown.filter((animal) => animal.role === section.role)}
            today={today}
            onEdit={setEditing}
          />
        ))
      )}
      {editing && (
        <EditAnimalDialog
          animal={editing}
          onClose={() => setEditing(null)}
          save={(id, body) => updateAnimal(id, body, { asTrainer: true })}
          onSaved={() => void reload()}
        />
      )}
    </section>
  );
}
