"use client";

import { useState } from "react";
import { deleteAnimal, loadMyAnimals, updateAnimal, type Animal } from "@/lib/animal-api";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { lazyComponent } from "@/components/lazy-component";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { AnimalCard } from "./animal-card";
import { AnimalHandlers } from "./animal-handlers";
import { NewAnimalForm } from "./new-animal-form";
import { useAnimals } from "./use-animals";

// Loads when an animal is first edited.
const EditAnimalDialog = lazyComponent(() => import("@/components/animals/edit-animal-dialog").then((module) => module.EditAnimalDialog));

/**
 * /animals for students and externals: their animals (each with its 'Condutores'), the animals they
 * handle, the create form, edit and delete (`today`: the club's date).
 */
export function MyAnimalsScreen({ today }: { today: string }) {
  const { animals, loadError, reload } = useAnimals(loadMyAnimals);
  const [editing, setEditing] = useState<Animal | null>(null);
  const [deleting, setDeleting] = useState<Animal | null>(null);
  const removal = useFormSubmission("Erro ao eliminar animal");

  function closeDelete() {
    setDeleting(null);
    removal.clearError();
  }

  async function handleDelete() {
    if (!deleting) return;
    // On failure the dialog stays open with the reason (a 409: lessons still booked).
    await removal.run(async () => {
      const result = await deleteAnimal(deleting.id);
      toast.success(result.message || "Animal eliminado com sucesso!");
      setDeleting(null);
      await reload();
    });
  }

  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Os Meus Animais</h1>
        <p className="mt-2 text-slate-600">Registe os seus animais para poder marcar aulas.</p>
      </header>
      <FormAlert message={loadError} />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="order-2 lg:order-1">
          {!animals && !loadError && (
            <p role="status" className="py-10 text-center text-sm text-slate-600">
              A carregar animais...
            </p>
          )}
          {animals?.length === 0 && (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
              Ainda não registou nenhum animal. Adicione o primeiro para poder marcar aulas.
            </p>
          )}
          {/* Above the cards' h3 names, whichever column comes first. */}
          {animals && animals.length > 0 && <h2 className="sr-only">Animais registados</h2>}
          {animals && animals.length > 0 && (
            <ul aria-label="Os meus animais" className="grid gap-4 sm:grid-cols-2">
              {animals.map((animal) => (
                <AnimalCard
                  key={animal.id}
                  animal={animal}
                  today={today}
                  actions={
                    // A shared animal is its owner's to edit or delete (docs/rules.md, "Households").
                    !animal.handler && (
                      <>
                        <Button type="button" variant="secondary" onClick={() => setEditing(animal)}>
                          Editar
                        </Button>
                        <Button type="button" variant="secondary" className="text-red-700" onClick={() => setDeleting(animal)}>
                          Eliminar
                        </Button>
                      </>
                    )
                  }
                >
                  {!animal.handler && <AnimalHandlers animal={animal} />}
                </AnimalCard>
              ))}
            </ul>
          )}
        </div>
        <div className="order-1 lg:order-2">
          <NewAnimalForm onCreated={() => void reload()} />
        </div>
      </div>

      {editing && (
        <EditAnimalDialog
          animal={editing}
          onClose={() => setEditing(null)}
          save={(id, body) => updateAnimal(id, body)}
          onSaved={() => void reload()}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && closeDelete()}
        title="Eliminar Animal"
        message={
          deleting
            ? `Tem a certeza de que pretende eliminar o animal "${deleting.name}"? Só é possível eliminar animais sem aulas marcadas.`
            : ""
        }
        confirmLabel="Eliminar"
        busyLabel="A eliminar..."
        busy={removal.saving}
        destructive
        error={removal.error}
        onConfirm={handleDelete}
      />
    </section>
  );
}
