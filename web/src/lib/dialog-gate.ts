import { useEffect, useState } from 'react';

/** How long after the last key press or edit the visitor still counts as typing. */
const TYPING_PAUSE_MS = 4_000;
/** How often a waiting dialog looks again. */
export const DIALOG_RECHECK_MS = 1_000;

/** A modal dialog (native <dialog>) is already on screen. */
const anotherDialogOpen = () => document.querySelector('dialog[open]') !== null;

const TEXT_INPUTS = /^(text|search|email|tel|url|number|password|date)$/;

/** The focus is in a field the visitor types into (a text input, a date, a text area, an editable element). */
function isEditing(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element instanceof HTMLTextAreaElement || element.isContentEditable) return true;
  return element instanceof HTMLInputElement && TEXT_INPUTS.test(element.type);
}

/**
 * Tracks key presses and edits anywhere on the page; `isBusy()` says whether a dialog opening by itself now would
 * interrupt: the visitor is typing or editing a field, or another dialog is open.
 */
export function watchVisitorActivity(): { isBusy(): boolean; stop(): void } {
  let lastTyped = Number.NEGATIVE_INFINITY;
  const onActivity = () => {
    lastTyped = Date.now();
  };
  document.addEventListener('keydown', onActivity, true);
  document.addEventListener('input', onActivity, true);
  return {
    isBusy: () => anotherDialogOpen() || isEditing(document.activeElement) || Date.now() - lastTyped < TYPING_PAUSE_MS,
    stop: () => {
      document.removeEventListener('keydown', onActivity, true);
      document.removeEventListener('input', onActivity, true);
    },
  };
}

/** True once `wanted` holds and no other dialog is open, so two dialogs never stack. */
export function useNoOtherDialog(wanted: boolean): boolean {
  const [clear, setClear] = useState(false);
  useEffect(() => {
    if (!wanted) {
      setClear(false);
      return;
    }
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      if (anotherDialogOpen()) timer = setTimeout(check, DIALOG_RECHECK_MS);
      else setClear(true);
    };
    check();
    return () => clearTimeout(timer);
  }, [wanted]);
  return wanted && clear;
}
