"use client";

import { useId, useRef, useState, type KeyboardEvent } from "react";
import { ChevronDownIcon } from "@/components/ui/icons/chevron-down-icon";
import { INPUT_CLASS } from "@/components/ui/input-class";
import { filterMembers, moveActive, type ComboboxMember } from "./member-combobox-options";

type MemberComboboxProps<Member extends ComboboxMember> = {
  label: string;
  members: readonly Member[];
  /** The chosen member's id; null while none is. */
  value: number | null;
  /** A member picked, or null once the text no longer names the one picked. */
  onChange: (member: Member | null) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Said in the list when nothing matches. */
  emptyText?: string;
};

/**
 * Choose a member by typing part of their name or email (ARIA's combobox with a list: the focus
 * stays in the field, the arrow keys move through the options, Enter picks, Escape closes the
 * list, and only the list when inside a dialog: modal-dialog.tsx leaves an open combobox's Escape
 * alone). The list sits in the page's flow, not floating over it, so a dialog's scrolling body
 * never clips it; each option is a 44 px tap target and nothing depends on hovering. No library:
 * the app's Radix packages have no combobox (docs/architecture.md, "Where things go").
 */
export function MemberCombobox<Member extends ComboboxMember>({
  label,
  members,
  value,
  onChange,
  placeholder = "Escreva o nome ou o email",
  disabled = false,
  emptyText = "Nenhum aluno encontrado.",
}: MemberComboboxProps<Member>) {
  const inputId = useId();
  const listId = useId();
  const chosen = members.find((member) => member.id === value) ?? null;
  const [text, setText] = useState(chosen?.name ?? "");
  // Whether the text is a search (typed since the last pick) or the chosen member's name.
  const [searching, setSearching] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  const options = searching ? filterMembers(members, text) : members;
  const chosenIndex = searching || !chosen ? -1 : options.indexOf(chosen);
  const activeOption = open && active >= 0 && active < options.length ? options[active] : null;
  const optionId = (member: Member) => `${listId}-${member.id}`;

  function show(index: number) {
    setOpen(true);
    setActive(index);
    const member = options[index];
    if (member) listRef.current?.querySelector(`[id="${CSS.escape(optionId(member))}"]`)?.scrollIntoView({ block: "nearest" });
  }

  function pick(member: Member) {
    setText(member.name);
    setSearching(false);
    setOpen(false);
    setActive(-1);
    onChange(member);
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function type(next: string) {
    setText(next);
    setSearching(true);
    setOpen(true);
    setActive(-1);
    if (chosen) onChange(null);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        // Opened, the list starts on the member chosen, or at its first (last, going up) option.
        if (!open && chosenIndex >= 0) show(chosenIndex);
        else show(open ? moveActive(active, event.key, options.length) : event.key === "ArrowDown" ? 0 : options.length - 1);
        break;
      case "Home":
      case "End":
        if (!open) return;
        event.preventDefault();
        show(moveActive(active, event.key, options.length));
        break;
      case "Enter": {
        if (!open) return;
        // Enter picks the option shown as active, or the only one left; it never submits the form.
        event.preventDefault();
        const member = activeOption ?? (options.length === 1 ? options[0] : null);
        if (member) pick(member);
        break;
      }
      case "Escape":
        if (open) close();
        break;
      case "Tab":
        close();
        break;
    }
  }

  return (
    <div
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => type(event.target.value)}
          onKeyDown={handleKeyDown}
          onClick={() => setOpen(true)}
          className={`${INPUT_CLASS} pr-12`}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={open ? "Fechar a lista de alunos" : "Mostrar a lista de alunos"}
          disabled={disabled}
          // The field keeps the focus (and the phone its keyboard state) when the list is toggled.
          onPointerDown={(event) => event.preventDefault()}
          onClick={() => (open ? close() : setOpen(true))}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 disabled:text-slate-300"
        >
          <ChevronDownIcon className={`h-5 w-5 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="mt-1 max-h-64 overflow-y-auto overscroll-contain rounded-lg border border-slate-200 bg-white py-1 shadow-sm"
      >
        {options.map((member) => (
          <li
            key={member.id}
            id={optionId(member)}
            role="option"
            aria-selected={member === activeOption}
            // Keeps the focus in the field: the list stays open until the tap picks.
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => pick(member)}
            className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5 ${
              member === activeOption ? "bg-brand-50 text-brand-900" : member.id === value ? "bg-slate-50" : ""
            }`}
          >
            <span className="text-sm font-medium break-words text-slate-900">{member.name}</span>
            {member.email && <span className="text-xs break-all text-slate-600">{member.email}</span>}
          </li>
        ))}
        {options.length === 0 && (
          <li role="presentation" className="flex min-h-11 items-center px-3 text-sm text-slate-600">
            {emptyText}
          </li>
        )}
      </ul>
    </div>
  );
}
