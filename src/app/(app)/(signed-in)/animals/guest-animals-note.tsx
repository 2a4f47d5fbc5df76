import Link from "next/link";

/** /animals for a guest: guests have no animals (the navbar does not link here for them). */
export function GuestAnimalsNote() {
  return (
    <section className="w-full">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Animais</h1>
      <p className="mt-4 max-w-2xl rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
        Os convidados não têm animais registados nem marcam aulas. Pode consultar o{" "}
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
