import { AppLink } from "@/components/navigation/app-link";

/** A members-only screen opened by a guest: why there is nothing here, and what guests can see. */
/** `lead` ends where the links follow: "... pode consultar o" [calendário] e a [meteorologia]. */
export function GuestNote({ title, lead }: { title: string; lead: string }) {
  return (
    <section className="w-full">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-4 max-w-2xl rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
        {lead}{" "}
        <AppLink href="/calendar" className="font-medium text-brand-700 hover:underline">
          calendário
        </AppLink>{" "}
        e a{" "}
        <AppLink href="/weather" className="font-medium text-brand-700 hover:underline">
          meteorologia
        </AppLink>
        .
      </p>
    </section>
  );
}
