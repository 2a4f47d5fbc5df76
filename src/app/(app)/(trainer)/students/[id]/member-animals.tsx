import type { AnimalJson } from "@/lib/animal-json";
import { AGILITY_SIZE_LABELS } from "@/lib/animal-papers";
import { AnimalPapers } from "@/components/animals/animal-papers";
import { PageSection } from "./page-section";

/** The member's animals with breed, size and their papers (an ended one marked). */
export function MemberAnimals({ animals, today }: { animals: readonly AnimalJson[]; today: string }) {
  return (
    <PageSection title="Animais" items={animals} empty="Sem animais registados.">
      {(animal) => {
        const details = [animal.breed, animal.size_category && `Tamanho ${AGILITY_SIZE_LABELS[animal.size_category]}`].filter(Boolean);
        return (
          <li key={animal.id} aria-label={animal.name} className="space-y-2 py-3">
            <div>
              <h3 className="font-semibold break-words text-slate-900">{animal.name}</h3>
              {details.length > 0 && <p className="text-sm text-slate-600">{details.join(" · ")}</p>}
            </div>
            <AnimalPapers animal={animal} today={today} />
          </li>
        );
      }}
    </PageSection>
  );
}
