import { AppLink } from "@/components/navigation/app-link";
import { PawIcon } from "@/components/ui/icons/paw-icon";

/** The club's mark; links home when signed in, to /login when signed out. */
export function AceLogo({ href }: { href: "/" | "/login" }) {
  return (
    <AppLink href={href} className="flex min-h-11 items-center gap-2 rounded-lg text-brand-700">
      <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-600 text-white">
        <PawIcon className="h-6 w-6" />
      </span>
      <span className="text-xl font-extrabold tracking-tight">ACE</span>
    </AppLink>
  );
}
