"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { CloseIcon } from "@/components/ui/icons/close-icon";

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read by screen readers when the modal opens; visually hidden unless `showDescription`. */
  description: string;
  showDescription?: boolean;
  children: ReactNode;
};

/** The modal itself (components/ui/modal loads it when a modal opens). */
export function ModalDialog({ open, onOpenChange, title, description, showDescription = false, children }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Overlay and content share one z-index: a dialog opened from another (a confirmation over
            the member details) then dims the one below it, by document order. */}
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onEscapeKeyDown={keepOpenForOpenList}
          className="fixed inset-x-3 top-1/2 z-50 mx-auto flex max-h-[90dvh] w-auto max-w-lg -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              <Dialog.Description className={showDescription ? "mt-1 text-sm text-slate-600" : "sr-only"}>
                {description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Fechar"
              className="-m-3 rounded-lg p-3 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Escape in a combobox whose list is open closes the list (member-combobox.tsx), not the dialog. */
function keepOpenForOpenList(event: KeyboardEvent) {
  if (event.target instanceof Element && event.target.closest('[role="combobox"][aria-expanded="true"]')) event.preventDefault();
}
