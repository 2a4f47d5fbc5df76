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
        className="mt-4 inline-flex min-h-10 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-50"
      >
        Descarregar os meus dados
      </a>
    </section>
  );
}
