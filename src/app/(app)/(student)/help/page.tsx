import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { readHelpRules } from "@/server/help/read-help-rules";
import { HelpSections } from "./help-sections";

export const metadata: Metadata = { title: "Ajuda" };

/** /help (students): how ACE works, with the club's rules as they are set today. */
export default async function HelpPage() {
  await requirePageUser(["student"]);
  const rules = await readHelpRules();
  const contact = [rules.contactEmail, rules.contactPhone].filter(Boolean).join(" ou ");
  return (
    <section className="mx-auto w-full max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Ajuda</h1>
        <p className="mt-2 text-slate-600">Tudo o que precisa de saber para registar os seus animais e marcar as suas aulas.</p>
      </header>
      <HelpSections rules={rules} />
      <p className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
        Ainda tem dúvidas? Contacte o treinador{contact ? `: ${contact}` : ""}.
      </p>
    </section>
  );
}
