"use client";

import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/use-hydrated";

/**
 * A button the server draws whose effect needs the page's code (a dialog, more of a list, a call
 * to the API): disabled until the page has hydrated, as a tap before the page's code ran would be
 * lost without a word (docs/architecture.md, "Speed").
 */
export function ReadyButton({ disabled, ...props }: ComponentProps<typeof Button>) {
  const hydrated = useHydrated();
  return <Button {...props} disabled={disabled || !hydrated} />;
}
