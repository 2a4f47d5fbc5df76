import Link from "next/link";

/** /statistics for a guest: statistics count lessons, and guests have none (no API call is made). */
export function GuestStatisticsNote() {
  return (
    <section className="w-full">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Estatísticas</h1>
      <p className="mt-4 max-w-2xl rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
        As estatísticas estão disponíveis para os alunos do clube. Como convidado, pode consultar o{" "}
        <Link href="/calendar" className="font-medium text-brand-700 hover:underline">
          calendário
        </Link>{" "}
        e a{" "}
        <Link href="/weather" className="font-medium text-brand-700 hover:underline">
          meteorologia
        </Link>
        .
      </p>
    </section>
  );
}
