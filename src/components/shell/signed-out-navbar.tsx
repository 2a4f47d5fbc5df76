import { AceLogo } from "@/components/shell/ace-logo";

/** Logged out, the navbar shows only the logo, linking to /login (spec). */
export function SignedOutNavbar() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
        <AceLogo href="/login" />
      </div>
    </header>
  );
}
