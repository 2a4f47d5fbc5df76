// A plain link: this page sits under the root layout, so a next/link here would put the link's
// client code (a chunk of its own, beside the copy the signed-in navbar carries) on every screen.
export default function NotFound() {
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-5xl font-extrabold text-brand-600">404</p>
      <h1 className="text-xl font-semibold text-slate-900">Página não encontrada</h1>
      <p className="text-slate-600">A página que procura não existe ou foi movida.</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain link on purpose, see above */}
      <a href="/" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
        Voltar ao início
      </a>
    </main>
  );
}
