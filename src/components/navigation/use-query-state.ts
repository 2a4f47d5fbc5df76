"use client";

import { useSearchParams } from "next/navigation";
import { useState } from "react";

type Query = { get(name: string): string | null };

type QueryState<T> = {
  /** The address's query as last followed. */
  search: string;
  value: T;
  /** Queries this screen wrote that the router has not handed back yet, oldest first. */
  written: string[];
};

/**
 * A screen's state kept in the address's query (?view=&date=, ?tab=): read from it, written back
 * with history.replaceState, and followed when the address changes while the screen stays
 * mounted (the navbar's link to the same page, Back): the server's props alone would miss that.
 *
 * The router hands a written query back to useSearchParams a little later, in a render of its
 * own. Until then the address it reports is the old one, and that is no change to follow: taken
 * for one, it put the old value back for a moment, and a second choice made in that moment (the
 * month just after the year) was added to the old value, not the new one.
 */
export function useQueryState<T>(parse: (query: Query) => T, toQuery: (value: T) => string): [T, (next: T) => void] {
  const query = useSearchParams();
  const search = query.toString();
  const [state, setState] = useState<QueryState<T>>(() => ({ search, value: parse(query), written: [] }));

  let current = state;
  if (state.search !== search) {
    // One of ours coming back (keep what is shown: a later choice may already be on screen), or a
    // change from elsewhere (follow it).
    const ours = state.written.indexOf(search);
    current = ours >= 0 ? { ...state, search, written: state.written.slice(ours + 1) } : { search, value: parse(query), written: [] };
    setState(current);
  }

  function set(next: T) {
    const nextSearch = toQuery(next);
    setState((previous) => ({
      ...previous,
      value: next,
      // The address already says so: nothing will come back.
      written: previous.written.length === 0 && nextSearch === previous.search ? [] : [...previous.written, nextSearch],
    }));
    window.history.replaceState(null, "", `?${nextSearch}`);
  }

  return [current.value, set];
}
