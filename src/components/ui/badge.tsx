import type { ReactNode } from "react";

type Tone = "green" | "red" | "blue" | "purple" | "amber" | "slate";

const TONES: Record<Tone, string> = {
  green: "bg-green-50 text-green-800 ring-green-200",
  red: "bg-red-50 text-red-800 ring-red-200",
  blue: "bg-sky-50 text-sky-800 ring-sky-200",
  purple: "bg-purple-50 text-purple-800 ring-purple-200",
  amber: "bg-amber-50 text-amber-800 ring-amber-200",
  slate: "bg-slate-100 text-slate-700 ring-slate-200",
};

/** A small coloured label (a member's category, an account's status...). */
export function Badge({ tone = "slate", children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}>
      {children}
    </span>
  );
}
