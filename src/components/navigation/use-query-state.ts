"use client";

import { useSearchParams } from "next/navigation";
import { useState } from "react";

type Query = { get(name: string): string | null };

/**
 * A screen's state kept in the address's query (?view=&date=, ?tab=): read from it, written back
 * with history.replaceState, and followed when the address changes while the screen stays
 * mounted (the navbar's link to the same page, Back): the server's props alone would miss that.
 */
export function useQueryState<T>(parse: (query: Query) => T, toQuery: (value: T) => string): [T, (next: T) => void] {
  const query = useSearchParams();
  const search = query.toString();
  const [state, setState] = useState(() => ({ search, value: parse(query) }));

  let current = state;
  if (state.search !== search) {
    current = { search, value: parse(query) };
    setState(current);
  }

  function set(next: T) {
    const nextSearch = toQuery(next);
    setState({ search: nextSearch, value: next });
    window.history.replaceState(null, "", `?${nextSearch}`);
  }

  return [current.value, set];
}
