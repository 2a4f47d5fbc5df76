import { useState } from "react";
import { AppLink } from "@/components/navigation/app-link";
import type { Animal } from "@/lib/animal-api";
import { plural } from "@/lib/plural";
import { Button } from "@/components/ui/button";
import { CountBadge } from "@/components/ui/count-badge";
import { AnimalCard } from "./animal-card";
import { AnimalHandlers } from "./animal-handlers";

type Owner = { id: number; name: string; animals: Animal[] };

/** Animals already sorted by owner, as one group per owner (order kept). */
function groupByOwner(animals: readonly Animal[]): Owner[] {
  const owners = new Map<number, Owner>();
  for (const animal of animals) {
    const owner = owners.get(animal.user_id) ?? { id: animal.user_id, name: animal.user_name, animals: [] };
    owner.animals.push(animal);
    owners.set(animal.user_id, owner);
  }
  return [...owners.values()];
}

type AnimalsByOwnerProps = { title: string; animals: readonly Animal[]; today: string; onEdit: (animal: Animal) => void };

/** One of the trainer's sections (regular, external, guests): each owner with their animals. */
export function AnimalsByOwner({ title, animals, today, onEdit }: AnimalsByOwnerProps) {
  const owners = groupByOwner(animals);
  // The cards whose 'Condutores' are open: loaded when asked for, not one call per card.
  const [handlersOpen, setHandlersOpen] = useState<ReadonlySet<number>>(new Set());
  const toggleHandlers = (id: number) =>
    setHandlersOpen((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {title} <CountBadge count={animals.length} label={plural(animals.length, { one: "animal", other: "animais" })} />
      </h2>
      {owners.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">Nenhum animal encontrado.</p>
      ) : (
        <div className="space-y-5">
          {owners.map((owner) => (
            <div key={owner.id} className="space-y-2">
              <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
                {/* The member's page (/students/{id}): their lessons, payments and account. */}
                <AppLink href={`/students/${owner.id}`} className="inline-flex min-h-11 items-center underline-offset-2 hover:text-brand-700 hover:underline">
                  {owner.name}
                </AppLink>
              </h3>
              <ul aria-label={`Animais de ${owner.name}`} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {owner.animals.map((animal) => (
                  <AnimalCard
                    key={animal.id}
                    animal={animal}
                    today={today}
                    actions={
                      <>
                        <Button type="button" variant="secondary" onClick={() => onEdit(animal)}>
                          Editar
                        </Button>
                        <Button type="button" variant="ghost" aria-expanded={handlersOpen.has(animal.id)} onClick={() => toggleHandlers(animal.id)}>
                          Condutores
                        </Button>
                      </>
                    }
                  >
                    {handlersOpen.has(animal.id) && <AnimalHandlers animal={animal} byTrainer />}
                  </AnimalCard>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
