import { buttonClass } from "@/components/ui/button";

/** 'Os Meus Dados' (docs/rules.md, "Personal data"): everything ACE holds about the member, as a JSON file. */
export function MyDataDownload() {
  return (
    <section aria-labelledby="my-data" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="my-data" className="text-lg font-semibold text-slate-900">
        Os Meus Dados
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        Um ficheiro JSON com tudo o que o clube guarda sobre si: a conta, os animais, as aulas e os pagamentos. A password
        nunca é incluída. Para apagar os seus dados, fale com o treinador.
      </p>
      {/* A plain link: the browser sends the session cookie and saves the attachment. */}
      <a
        href="/api/auth/my-data"
        download="ace-meus-dados.json"
        className={buttonClass("secondary", "mt-4")}
      >
        Descarregar os meus dados
      </a>
    </section>
  );
}
