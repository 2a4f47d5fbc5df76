"use client";

import { useId, useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/api-client";
import { amountFieldText } from "@/lib/money";
import { AmountField, LargeAmountQuestion, useLargeAmountCheck } from "@/components/forms/amount-field";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { INPUT_CLASS } from "@/components/ui/input-class";
import { CATEGORY_LABELS } from "./member-badges";
import { changeMemberCategory, setFixedMonthlyFee, type Member } from "./member-api";

type MemberSettingsProps = { member: Member; onUpdated: (member: Member) => void };

/** The member page's 'Configurações' (not for guests): category and fixed monthly fee. */
export function MemberSettings({ member, onUpdated }: MemberSettingsProps) {
  const categoryId = useId();
  const [error, setError] = useState<string | null>(null);
  const [savingCategory, setSavingCategory] = useState(false);
  const [hasFee, setHasFee] = useState(member.has_fixed_monthly_fee);
  const [amount, setAmount] = useState(member.has_fixed_monthly_fee ? amountFieldText(member.monthly_fee_amount) : "");
  const largeAmount = useLargeAmountCheck();
  const [savingFee, setSavingFee] = useState(false);

  function fail(failure: unknown, fallback: string) {
    const message = errorMessage(failure, fallback);
    setError(message);
    toast.error(message);
  }

  async function handleCategoryChange(value: string) {
    const { memberCategoryBodySchema } = await import("@/lib/validations/members");
    const parsed = memberCategoryBodySchema.safeParse({ student_category: value });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Erro ao atualizar categoria");
    setSavingCategory(true);
    setError(null);
    try {
      const result = await changeMemberCategory(member.id, parsed.data.student_category);
      toast.success(result.message || "Categoria do aluno atualizada com sucesso!");
      if (result.student) onUpdated(result.student);
    } catch (failure) {
      fail(failure, "Erro ao atualizar categoria");
    } finally {
      setSavingCategory(false);
    }
  }

  async function handleFeeSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // When the fee is off or left empty, 0 is sent; an amount that cannot be read is refused
    // (docs/rules.md, "Payments": amounts as people type them).
    const body = { has_fixed_monthly_fee: hasFee, monthly_fee_amount: hasFee && amount.trim() ? amount : 0 };
    const { fixedMonthlyFeeBodySchema } = await import("@/lib/validations/members");
    const parsed = fixedMonthlyFeeBodySchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Erro ao atualizar mensalidade fixa");
    if (!largeAmount.mayProceed(parsed.data.monthlyFeeAmount)) return setError(null);
    setSavingFee(true);
    setError(null);
    try {
      const result = await setFixedMonthlyFee(member.id, body);
      toast.success(result.message || "Mensalidade fixa atualizada com sucesso!");
      if (result.student) {
        setAmount(result.student.has_fixed_monthly_fee ? amountFieldText(result.student.monthly_fee_amount) : "");
        onUpdated(result.student);
      }
    } catch (failure) {
      fail(failure, "Erro ao atualizar mensalidade fixa");
    } finally {
      setSavingFee(false);
    }
  }

  return (
    <section aria-labelledby="member-settings" className="space-y-3">
      <h3 id="member-settings" className="font-semibold text-slate-900">
        Configurações
      </h3>
      <FormAlert message={error} />
      <div>
        <label htmlFor={categoryId} className="mb-1 block text-sm font-medium text-slate-700">
          Categoria
        </label>
        <select
          id={categoryId}
          value={member.role === "external" ? "external" : "student"}
          disabled={savingCategory}
          onChange={(event) => handleCategoryChange(event.target.value)}
          className={INPUT_CLASS}
        >
          <option value="student">{CATEGORY_LABELS.student}</option>
          <option value="external">{CATEGORY_LABELS.external}</option>
        </select>
      </div>
      <form onSubmit={handleFeeSubmit} noValidate className="space-y-3 rounded-xl border border-slate-200 p-3">
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-700 sm:min-h-0">
          <input
            type="checkbox"
            checked={hasFee}
            onChange={(event) => {
              setHasFee(event.target.checked);
              // Switching the fee off clears the amount (0 is sent on save).
              if (!event.target.checked) setAmount("");
            }}
            className="h-4 w-4 accent-brand-600"
          />
          Mensalidade fixa
        </label>
        <LargeAmountQuestion amount={largeAmount.asking} />
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <AmountField label="Valor mensal (€)" value={amount} disabled={!hasFee} onChange={setAmount} className="flex-1" />
          <Button type="submit" variant="secondary" busy={savingFee} busyLabel="A guardar...">
            {largeAmount.asking ? "Confirmar mensalidade" : "Guardar mensalidade"}
          </Button>
        </div>
      </form>
    </section>
  );
}
