"use client";

import { useEffect } from "react";
import { ErrorMessage } from "@/components/ui/error-message";

// Anything a screen did not handle: a Portuguese message and a retry, never Next.js's English page.
export default function ErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorMessage onRetry={retry} />;
}
