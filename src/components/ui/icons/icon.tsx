import type { SVGProps } from "react";

// Small inline icons (stroke style, 24x24 grid), one per file beside this frame, so that a page's
// JavaScript holds only the icons it draws. Decorative by default: aria-hidden.

export type IconProps = SVGProps<SVGSVGElement>;

/** The common frame of every icon; draw the paths inside. */
export function Icon({ children, className = "h-5 w-5", ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}
