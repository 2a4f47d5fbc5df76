import type { Metadata } from "next";
import { SignedOutNavbar } from "@/components/shell/signed-out-navbar";
import { ConfirmEmailChange } from "./confirm-email-change";

export const metadata: Metadata = { title: "Confirmar email" };

/**
 * The link mailed to a new address (`/confirmar-email?token=…`): confirms the change of email as
 * it opens, signed in or not, so it sits outside the signed-in and signed-out screens.
 */
export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  return (
    <>
      <SignedOutNavbar />
      <main className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
        <div className="w-full max-w-md">
          <ConfirmEmailChange token={typeof token === "string" ? token : ""} />
        </div>
      </main>
    </>
  );
}
