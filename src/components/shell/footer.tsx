"use client";

import { useChangelog } from "@/components/changelog/changelog-provider";

/** The year and the latest changelog version; clicking it opens the changelog. */
export function Footer({ year }: { year: number }) {
  const { entries, openChangelog } = useChangelog();
  const latestVersion = entries[0]?.version;
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl justify-center px-4 py-4 sm:px-6">
        <button
          type="button"
          onClick={openChangelog}
          title="Ver novidades"
          className="rounded-lg px-2 py-1 text-sm text-slate-500 hover:text-brand-700"
        >
          © {year} ACE{latestVersion && ` · Versão ${latestVersion}`}
          <span className="sr-only"> (ver novidades)</span>
        </button>
      </div>
    </footer>
  );
}
