import { controlCharactersAsSpaces } from "@/lib/validations/one-line-text";

// What people wrote, as a notice puts it in a mail or a push (docs/rules.md, "Notices"), so it can
// never pass for ACE's own lines. One-line fields refuse control characters, but rows stored
// before that rule may still hold them: notify() puts every line of a notice on one line.

/** The text on one line: each control character (line break, tab, direction override) a space. */
export const oneLine = controlCharactersAsSpaces;

/**
 * Someone else's words inside ACE's sentence, in «» (and on one line): '«Marta Sousa» registou-se
 * no ACE'. Guillemets inside become plain quotes, so the quote cannot be closed early.
 */
export function quoted(text: string): string {
  return `«${oneLine(text).replace(/[«»]/g, '"')}»`;
}
