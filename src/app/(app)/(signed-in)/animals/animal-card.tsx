import type { ReactNode } from "react";
import { animalAge, formatAnimalAge } from "@/lib/animal-age";
import type { Animal } from "@/lib/animal-api";
import { AGILITY_SIZE_LABELS } from "@/lib/animal-papers";
import { shortDateLabel } from "@/lib/short-date-label";
import { AnimalPapers } from "@/components/animals/animal-papers";
import { AppLink } from "@/components/navigation/app-link";
import { Badge } from "@/components/ui/badge";
import { PawIcon } from "@/components/ui/icons/paw-icon";

/**
 * An animal: name, breed, size, birth date, age in years and months (`today`: the club's date),
 * its vaccination and insurance (an ended one marked), observations, and its buttons; one the
 * member handles is marked 'Condutor' with its owner's name (docs/rules.md, "Households").
 * `children`: a section of its own below (the owner's 'Condutores').
 */
export function AnimalCard({ animal, today, actions, children }: { animal: Animal; today: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <li aria-label={animal.name} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <PawIcon />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold break-words text-slate-900">{animal.name}</h3>
            {animal.handler && <Badge tone="blue">Condutor</Badge>}
          </div>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            {animal.handler && (
              <>
                <dt className="text-slate-500">Dono</dt>
                <dd className="break-words text-slate-800">{animal.user_name}</dd>
              </>
            )}
            <dt className="text-slate-500">Nascimento</dt>
            <dd className="text-slate-800">
              <time dateTime={animal.birth_date}>{shortDateLabel(animal.birth_date)}</time>
            </dd>
            <dt className="text-slate-500">Idade</dt>
            <dd className="text-slate-800">{formatAnimalAge(animalAge(animal.birth_date, today))}</dd>
            {animal.breed && (
              <>
                <dt className="text-slate-500">Raça</dt>
                <dd className="break-words text-slate-800">{animal.breed}</dd>
              </>
            )}
            {animal.size_category && (
              <>
                <dt className="text-slate-500">Tamanho</dt>
                <dd className="text-slate-800">{AGILITY_SIZE_LABELS[animal.size_category]}</dd>
              </>
            )}
          </dl>
        </div>
      </div>
      <AnimalPapers animal={animal} today={today} />
      {animal.observations && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-700">
          <span className="sr-only">Observações: </span>
          {animal.observations}
        </p>
      )}
      <AppLink href={`/animals/${animal.id}`} aria-label={`Ver registo de treino de ${animal.name}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline">
        Ver registo de treino
      </AppLink>
      {children}
      {actions && <div className="mt-auto flex gap-2">{actions}</div>}
    </li>
  );
}
