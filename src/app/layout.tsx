import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { AppToaster } from "@/components/app-toaster";
import { ServiceWorkerRegistration } from "@/components/offline/service-worker-registration";
import { APP_THEME_COLOR } from "@/lib/app-colors";
import "./globals.css";
// Every page loads the two error screens below (Next.js sends each segment's error component with
// the page), by default each in a script of its own: two requests that cost more than the
// screens' code. Imported here, they come in this layout's script instead (docs/performance.md,
// "JavaScript per screen").
import "./error";
import "./global-error";

export const metadata: Metadata = {
  title: { default: "ACE", template: "%s · ACE" },
  description: "ACE: aulas, animais e pagamentos do clube de agility do Seixal.",
  // Added to an iPhone's home screen, it opens as an app named ACE (the manifest is for the others).
  appleWebApp: { capable: true, title: "ACE", statusBarStyle: "default" },
};

// The phone's status bar in the installed app and the browser (the manifest's theme colour).
export const viewport: Viewport = { themeColor: APP_THEME_COLOR };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request: the CSP (src/proxy.ts) carries a per-request script nonce,
  // which Next.js can only apply to pages rendered at request time.
  await connection();
  return (
    <html lang="pt-PT">
      <body className="flex min-h-dvh flex-col">
        {children}
        <AppToaster />
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}
