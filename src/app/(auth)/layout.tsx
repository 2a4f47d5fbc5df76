import type { ReactNode } from "react";
import { requireSignedOut } from "@/server/auth/page-session";
import { SignedOutNavbar } from "@/components/shell/signed-out-navbar";

// /login, /register, /forgot-password: signed-out users only (signed in -> /).
export default async function SignedOutLayout({ children }: { children: ReactNode }) {
  await requireSignedOut();
  return (
    <>
      <SignedOutNavbar />
      <main className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </>
  );
}
