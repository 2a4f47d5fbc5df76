import { paperLines, type PaperLine } from "@/lib/animal-paper-labels";
import type { PaperState } from "@/lib/animal-papers";

// An animal's vaccination and insurance as lines with a mark (docs/rules.md, "Animals"): ended
// in red with 'Terminou', ending within 14 days in amber, valid in green. Shared by the animal
// cards and the trainer's member page.

const STYLES: Record<PaperState, { box: string; mark: string | null }> = {
  ended: { box: "border-red-200 bg-red-50 text-red-800", mark: "Terminou" },
  ending: { box: "border-amber-200 bg-amber-50 text-amber-900", mark: "Termina em breve" },
  valid: { box: "border-green-200 bg-green-50 text-green-800", mark: null },
  none: { box: "border-slate-200 bg-slate-50 text-slate-600", mark: null },
};

type PaperDates = { vaccination_valid_until: string | null; insurance_valid_until: string | null };

/** Both papers of an animal on the club date `today`. */
export function AnimalPapers({ animal, today }: { animal: PaperDates; today: string }) {
  return (
    <ul aria-label="Vacinação e seguro" className="space-y-1.5 text-sm">
      {paperLines(animal, today).map((line) => (
        <PaperItem key={line.kind} line={line} />
      ))}
    </ul>
  );
}

function PaperItem({ line }: { line: PaperLine }) {
  const style = STYLES[line.state];
  return (
    <li data-paper={line.kind} data-state={line.state} className={`flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border px-2.5 py-1.5 ${style.box}`}>
      {line.state === "ended" && (
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4 shrink-0">
          <path
            fillRule="evenodd"
            d="M8.485 2.495c.673-1.167 2.357-1.167 3.03 0l6.28 10.875c.673 1.167-.17 2.625-1.516 2.625H3.72c-1.347 0-2.189-1.458-1.515-2.625L8.485 2.495zM10 6a.75.75 0 01.75.75v3.5a.75.75 0 01-1.5 0v-3.5A.75.75 0 0110 6zm0 9a1 1 0 100-2 1 1 0 000 2z"
            clipRule="evenodd"
          />
        </svg>
      )}
      <span className={line.state === "ended" ? "font-semibold" : ""}>{line.text}</span>
      {style.mark && <span className="sr-only">({style.mark})</span>}
    </li>
  );
}
