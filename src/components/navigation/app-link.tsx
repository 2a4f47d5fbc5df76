"use client";

import { useRouter } from "next/navigation";
import type { AnchorHTMLAttributes, MouseEvent } from "react";

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "onPointerEnter" | "onFocus" | "onTouchStart"> & {
  /** A path of this app ('/calendar'). */
  href: string;
};

/**
 * A link to another screen of the app: a plain <a> that the App Router follows without reloading
 * the page (a click with a modifier key, another button or another target is the browser's, as
 * with next/link), and prefetches when the visitor shows the intent to follow it (pointer over it,
 * a touch, keyboard focus). next/link does the same and prefetches every link that scrolls into
 * view; its code and the helpers it brings were about 3.1 kB of the 130 kB a screen may load
 * (docs/performance.md, "JavaScript per screen"), on every screen. The router and its prefetch are Next.js's own (next/navigation).
 */
export function AppLink({ href, onClick, ...props }: AppLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);

  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    const elsewhere = (props.target && props.target !== "_self") || props.download !== undefined;
    if (event.defaultPrevented || event.button !== 0 || modified || elsewhere) return;
    event.preventDefault();
    router.push(href);
  }

  return <a {...props} href={href} onClick={follow} onPointerEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch} />;
}
