import type { Metadata } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { AppToaster } from "@/components/app-toaster";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "ACE", template: "%s · ACE" },
  description: "ACE: aulas, animais e pagamentos do clube de agility do Seixal.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request: the CSP (src/proxy.ts) carries a per-request script nonce,
  // which Next.js can only apply to pages rendered at request time.
  await connection();
  return (
    <html lang="pt-PT">
      <body className="flex min-h-dvh flex-col">
        {children}
        <AppToaster />
      </body>
    </html>
  );
}
