import { paperLines, type PaperLine } from "@/lib/animal-paper-labels";
import type { PaperState } from "@/lib/animal-papers";

// An animal's vaccination and insurance as lines with a mark (docs/rules.md, "Animals"): ended
// in red, bold, with a warning sign; ending within 14 days in amber; valid in green. The words
// say it too ('terminou a', 'termina a', 'válida até'). Shared by the animal cards and the
// trainer's member page.

const STYLES: Record<PaperState, string> = {
  ended: "border-red-200 bg-red-50 text-red-800",
  ending: "border-amber-200 bg-amber-50 text-amber-900",
  valid: "border-green-200 bg-green-50 text-green-800",
  none: "border-slate-200 bg-slate-50 text-slate-600",
};

type PaperDates = { vaccination_valid_until: string | null; insurance_valid_until: string | null };

/** Both papers of an animal on the club date `today`. */
export function AnimalPapers({ animal, today }: { animal: PaperDates; today: string }) {
  return (
    // Lines, not a list: the cards and the page are lists of animals already.
    <div role="group" aria-label="Vacinação e seguro" className="space-y-1.5 text-sm">
      {paperLines(animal, today).map((line) => (
        <PaperItem key={line.kind} line={line} />
      ))}
    </div>
  );
}

function PaperItem({ line }: { line: PaperLine }) {
  return (
    <p data-paper={line.kind} data-state={line.state} className={`flex items-start gap-2 rounded-lg border px-2.5 py-1.5 ${STYLES[line.state]}`}>
      {line.state === "ended" && (
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 h-4 w-4 shrink-0">
          <path
            fillRule="evenodd"
            d="M8.485 2.495c.673-1.167 2.357-1.167 3.03 0l6.28 10.875c.673 1.167-.17 2.625-1.516 2.625H3.72c-1.347 0-2.189-1.458-1.515-2.625L8.485 2.495zM10 6a.75.75 0 01.75.75v3.5a.75.75 0 01-1.5 0v-3.5A.75.75 0 0110 6zm0 9a1 1 0 100-2 1 1 0 000 2z"
            clipRule="evenodd"
          />
        </svg>
      )}
      <span className={line.state === "ended" ? "font-semibold" : ""}>{line.text}</span>
    </p>
  );
}
