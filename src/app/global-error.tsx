"use client";

import { useEffect } from "react";
import { ErrorMessage } from "@/components/ui/error-message";
import "./globals.css";

// When even the layouts fail (e.g. the database is unreachable while the session is read),
// this replaces the whole document, so it brings its own <html> and styles.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="pt-PT">
      <body className="flex min-h-dvh flex-col">
        <title>Erro · ACE</title>
        <ErrorMessage onRetry={retry} />
      </body>
    </html>
  );
}
