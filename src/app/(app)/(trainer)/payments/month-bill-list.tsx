"use client";

import { useEffect, useRef, useState } from "react";
import { monthLabel } from "@/lib/calendar-labels";
import { formatEuros, LARGE_AMOUNT } from "@/lib/money";
import { generateMonthPayments } from "@/lib/payment-api";
import type { BookingsSummaryEntry } from "@/lib/payment-json";
import { countLabel, plural } from "@/lib/plural";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { matchesSearch } from "@/components/ui/search-field";
import { billLines, billTotal, editAmount, readBill, type LineEdit } from "./month-bill";
import { MonthBillRow } from "./month-bill-row";

type MonthBillProps = {
  month: string;
  /** The month's members with lessons, someone among them still to be billed (those already billed are not on the bill). */
  entries: readonly BookingsSummaryEntry[];
  /** The screen's search: it hides lines, never takes them off the bill. */
  query: string;
  clearQuery: () => void;
  /** After each attempt, made or refused: the month is read again. */
  onSettled: () => void;
};

type Bill = { payments: { user_id: number; amount: string }[]; total: number; large: string[] };

/**
 * The month's bill (docs/rules.md, "Payments"): every member with lessons and no payment yet, the
 * amount prefilled and editable, each line in or left out; one confirmation creates them all
 * (POST /api/payments/generate-many), or none.
 */
export function MonthBill({ month, entries, query, clearQuery, onSettled }: MonthBillProps) {
  const [edits, setEdits] = useState<Record<number, LineEdit>>({});
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [billError, setBillError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Bill | null>(null);
  const generation = useFormSubmission("Erro ao gerar pagamentos");
  const list = useRef<HTMLUListElement>(null);
  // Set by 'Gerar' when it flags amounts: once they are shown, the first is brought into view
  // (above the sticky total).
  const focusFlagged = useRef(false);
  useEffect(() => {
    if (!focusFlagged.current) return;
    focusFlagged.current = false;
    list.current?.querySelector<HTMLInputElement>("input[aria-invalid=true]")?.focus();
  }, [errors]);

  const lines = billLines(entries, edits);
  const shown = lines.filter((line) => matchesSearch(query, line.entry.user_name, line.entry.user_email));
  const included = lines.filter((line) => line.included);
  const allShownIn = shown.length > 0 && shown.every((line) => line.included);
  const someShownIn = shown.some((line) => line.included);

  function edit(userIds: readonly number[], change: (edit: LineEdit | undefined) => LineEdit) {
    setEdits((current) => ({ ...current, ...Object.fromEntries(userIds.map((id) => [id, change(current[id])])) }));
    setErrors((current) => new Map([...current].filter(([id]) => !userIds.includes(id))));
    setBillError(null);
  }

  /** A line's amount as its field is left: flagged at once when it cannot be billed. */
  async function checkLine(line: (typeof lines)[number], typed: string) {
    if (!line.included) return;
    const { monthBillLineSchema } = await import("@/lib/validations/payments");
    const read = readBill([{ ...line, amount: typed }], monthBillLineSchema);
    const userId = line.entry.user_id;
    const error = read.ok ? undefined : read.errors.get(userId);
    setErrors((current) => {
      const next = new Map(current);
      if (error) next.set(userId, error);
      else next.delete(userId);
      return next;
    });
  }

  async function askToConfirm() {
    generation.clearError();
    if (included.length === 0) return setBillError("Selecione pelo menos um aluno.");
    const { monthBillLineSchema } = await import("@/lib/validations/payments");
    const read = readBill(lines, monthBillLineSchema);
    if (!read.ok) {
      setErrors(read.errors);
      setBillError(`Corrija ${plural(read.errors.size, { one: "o valor assinalado", other: `os ${read.errors.size} valores assinalados` })}.`);
      // A line to correct must be in sight: not hidden by the search, nor under the sticky total.
      if (lines.some((line) => read.errors.has(line.entry.user_id) && !shown.includes(line))) clearQuery();
      focusFlagged.current = true;
      return;
    }
    setBillError(null);
    const names = new Map(lines.map((line) => [line.entry.user_id, line.entry.user_name]));
    const large = read.payments.filter((payment) => Number(payment.amount) > LARGE_AMOUNT);
    setConfirming({
      payments: read.payments,
      total: read.total,
      large: large.map((payment) => `${names.get(payment.user_id)} (${formatEuros(Number(payment.amount))})`),
    });
  }

  async function handleConfirm() {
    if (!confirming) return;
    await generation.run(async () => {
      const result = await generateMonthPayments(month, confirming.payments);
      toast.success(result.message);
    });
    // Made, or refused (someone was billed meanwhile): the month is read again either way, and a
    // refusal is said under the list, where the trainer corrects it.
    setConfirming(null);
    onSettled();
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white px-3 py-1 shadow-sm">
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-600"
            checked={allShownIn}
            disabled={shown.length === 0}
            ref={(box) => {
              if (box) box.indeterminate = someShownIn && !allShownIn;
            }}
            onChange={(event) => edit(shown.map((line) => line.entry.user_id), (current) => ({ ...current, included: event.target.checked }))}
          />
          {query.trim() ? "Selecionar os encontrados" : "Selecionar todos"}
        </label>
        <p className="text-sm text-slate-600">
          {included.length} de {countLabel(lines.length, { one: "aluno selecionado", other: "alunos selecionados" })}
        </p>
      </div>
      {shown.length === 0 ? (
        <p role="status" className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
          Nenhum aluno encontrado.
        </p>
      ) : (
        <ul ref={list} aria-label={`Por gerar em ${monthLabel(month)}`} className="space-y-2">
          {shown.map((line) => (
            <MonthBillRow
              key={line.entry.user_id}
              line={line}
              error={errors.get(line.entry.user_id) ?? null}
              onAmountChange={(amount) => edit([line.entry.user_id], (current) => editAmount(current, amount))}
              onAmountLeft={(typed) => void checkLine(line, typed)}
              onIncludedChange={(checked) => edit([line.entry.user_id], (current) => ({ ...current, included: checked }))}
            />
          ))}
        </ul>
      )}
      {/* The total and the one confirmation stay in sight while the trainer goes down a long list. */}
      <div className="sticky bottom-0 z-10 space-y-2 rounded-xl border border-slate-300 bg-white/95 p-3 shadow-lg backdrop-blur">
        <FormAlert message={billError ?? generation.error} />
        <div className="flex items-center justify-between gap-3">
          <p className="min-w-0 text-sm text-slate-700">
            Total: <span className="text-lg font-bold whitespace-nowrap text-slate-900 tabular-nums">{formatEuros(billTotal(lines))}</span>
            <span className="block text-xs text-slate-500 sm:ml-2 sm:inline">
              {countLabel(included.length, { one: "aluno", other: "alunos" })}
              {query.trim() && included.length > 0 ? ", também os que a pesquisa esconde" : ""}
            </span>
          </p>
          <Button type="button" className="shrink-0" disabled={generation.saving} onClick={() => void askToConfirm()}>
            {included.length > 0 ? `Gerar ${countLabel(included.length, { one: "pagamento", other: "pagamentos" })}` : "Gerar pagamentos"}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Gerar Pagamentos"
        message={confirming ? billQuestion(confirming, month) : ""}
        confirmLabel="Gerar"
        busyLabel="A gerar..."
        busy={generation.saving}
        onConfirm={() => void handleConfirm()}
      />
    </div>
  );
}

function billQuestion({ payments, total, large }: Bill, month: string): string {
  const question = `Gerar ${countLabel(payments.length, { one: "pagamento", other: "pagamentos" })} de ${monthLabel(month)}, no total de ${formatEuros(total)}? Cada aluno recebe o seu por email.`;
  if (large.length === 0) return question;
  return `${question} Atenção: ${plural(large.length, { one: "um valor é superior", other: "valores superiores" })} a ${formatEuros(LARGE_AMOUNT)}: ${large.join(", ")}.`;
}
