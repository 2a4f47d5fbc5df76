import { changelog } from "@/lib/changelog";
import { OpenChangelogButton } from "@/components/changelog/open-changelog-button";

/** The year and the latest changelog version; clicking it opens the changelog. */
export function Footer({ year }: { year: number }) {
  const latestVersion = changelog[0]?.version;
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl justify-center px-4 py-4 sm:px-6">
        <OpenChangelogButton title="Ver novidades" className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm text-slate-500 hover:text-brand-700">
          © {year} ACE{latestVersion && ` · Versão ${latestVersion}`}
          <span className="sr-only"> (ver novidades)</span>
        </OpenChangelogButton>
      </div>
    </footer>
  );
}
