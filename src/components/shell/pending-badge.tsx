import { plural } from "@/lib/plural";

/** A count bubble next to a navbar link; nothing when the count is zero. */
export function PendingBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-bold text-white">
      {count > 99 ? "99+" : count}
      <span className="sr-only"> {plural(count, { one: "pendente", other: "pendentes" })}</span>
    </span>
  );
}
