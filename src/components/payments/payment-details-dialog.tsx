"use client";

import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { monthLabel } from "@/lib/calendar-labels";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { formatEuros } from "@/lib/money";
import { loadPaymentDetails } from "@/lib/payment-api";
import type { PaymentDetailsJson, PaymentJson } from "@/lib/payment-json";
import { lessonCountLabel, paidLabel } from "@/lib/payment-labels";
import { shortDateLabel } from "@/lib/short-date-label";
import { PaymentStatusBadge } from "@/components/payments/payment-status-badge";
import { toast } from "@/components/toast";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";

type Lesson = PaymentDetailsJson["details"][number];

type PaymentDetailsDialogProps = {
  /** The payment whose details are open; null when the dialog is closed. */
  payment: PaymentJson | null;
  onClose: () => void;
  /** The trainer's screen names the member; the member's own pages do not. */
  showMember?: boolean;
};

/** A payment and the lessons it covers (date, start, end, animal), in a list that scrolls at 300 px. */
export function PaymentDetailsDialog({ payment, onClose, showMember = false }: PaymentDetailsDialogProps) {
  const month = payment ? monthLabel(payment.month) : "";
  return (
    <Modal
      open={payment !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Detalhes do Pagamento"
      description={payment ? (showMember ? `${payment.user_name}, ${month}` : `Mensalidade de ${month}`) : ""}
      showDescription
    >
      {payment && <PaymentDetails key={payment.id} payment={payment} />}
    </Modal>
  );
}

function PaymentDetails({ payment }: { payment: PaymentJson }) {
  const [lessons, setLessons] = useState<Lesson[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () =>
      loadWhileCurrent(
        loadPaymentDetails(payment.id),
        (details) => setLessons(details.details ?? []),
        (failure) => {
          const message = errorMessage(failure, "Erro ao carregar detalhes do pagamento");
          setError(message);
          toast.error(message);
        },
      ),
    [payment.id],
  );

  const paid = paidLabel(payment);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 text-sm">
        <div>
          <dt className="text-slate-600">Valor</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatEuros(payment.amount)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Estado</dt>
          <dd className="mt-0.5">
            <PaymentStatusBadge status={payment.status} />
          </dd>
        </div>
        {paid && (
          <div className="col-span-2">
            <dt className="text-slate-600">Pagamento</dt>
            <dd className="text-slate-900">{paid}</dd>
          </div>
        )}
        {payment.note && (
          <div className="col-span-2">
            <dt className="text-slate-600">Nota</dt>
            <dd className="break-words text-slate-900">{payment.note}</dd>
          </div>
        )}
      </dl>

      <section aria-labelledby="payment-lessons" className="space-y-2">
        <h3 id="payment-lessons" className="flex items-baseline justify-between gap-2 font-semibold text-slate-900">
          Aulas do mês
          {lessons && <span className="text-sm font-normal text-slate-600">{lessonCountLabel(lessons.length)}</span>}
        </h3>
        <FormAlert message={error} />
        {lessons === null ? (
          !error && (
            <p role="status" className="py-4 text-center text-sm text-slate-600">
              A carregar aulas...
            </p>
          )
        ) : lessons.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600">Não há aulas registadas neste mês.</p>
        ) : (
          <LessonList lessons={lessons} />
        )}
      </section>
    </div>
  );
}

/** The payment's lessons: date, start time, end time and animal, scrolling past 300 px. */
function LessonList({ lessons }: { lessons: readonly Lesson[] }) {
  return (
    <div
      role="region"
      aria-label="Lista de aulas"
      tabIndex={0}
      className="max-h-[300px] overflow-y-auto rounded-xl border border-slate-200"
    >
      <table className="w-full text-left text-sm">
        <thead className="sticky top-0 bg-slate-100 text-xs text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Data
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              Início
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              Fim
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Animal
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {lessons.map((lesson) => (
            <tr key={`${lesson.date}-${lesson.start_time}-${lesson.animal_name}`}>
              <td className="px-3 py-2 whitespace-nowrap text-slate-900 tabular-nums">{shortDateLabel(lesson.date)}</td>
              <td className="px-2 py-2 text-slate-700 tabular-nums">{lesson.start_time}</td>
              <td className="px-2 py-2 text-slate-700 tabular-nums">{lesson.end_time}</td>
              <td className="px-3 py-2 break-words text-slate-900">{lesson.animal_name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
