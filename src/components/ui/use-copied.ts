"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/toast";

const COPIED_VISIBLE_MS = 3000;

/**
 * Copies a text to the clipboard: `copied` is true for 3 s after each copy (counted from that
 * click); when the browser refuses, `failed` is said in a toast and `onFailure` runs (selecting
 * the text for a copy by hand, say).
 */
export function useCopied(failed: string, onFailure?: () => void) {
  const [copied, setCopied] = useState(false);
  const hideCopied = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hideCopied.current), []);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(hideCopied.current);
      hideCopied.current = setTimeout(() => setCopied(false), COPIED_VISIBLE_MS);
    } catch {
      onFailure?.();
      toast.error(failed);
    }
  }

  return { copied, copy };
}
