import { useEffect, useState } from 'react';

/** How long after the last key press, edit or click the visitor still counts as busy. */
const TYPING_PAUSE_MS = 4_000;
/** How often a waiting dialog looks again. */
export const DIALOG_RECHECK_MS = 1_000;

/** A modal dialog (native <dialog>) is already on screen. */
const anotherDialogOpen = () => document.querySelector('dialog[open]') !== null;

/** What the visitor works with: fields, the search, buttons, links and anything made reachable by Tab. */
const CONTROLS =
  'input, select, textarea, button, a[href], [contenteditable], [role="combobox"], [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

/**
 * The focus is on a field or control (a dialog opening by itself now would take it away), not resting on the
 * page or on a region focused only as a landmark (the skip link's <main tabindex="-1">, which a click inside it
 * also focuses).
 */
function focusInUse(): boolean {
  const element = document.activeElement;
  return element instanceof HTMLElement && element.matches(CONTROLS);
}

/**
 * Tracks key presses, edits and clicks anywhere on the page; `isBusy()` says whether a dialog opening by itself
 * now would interrupt: the visitor typed or clicked a moment ago, the focus is on a field or control, or another
 * dialog is open.
 */
export function watchVisitorActivity(): { isBusy(): boolean; stop(): void } {
  let lastActive = Number.NEGATIVE_INFINITY;
  const onActivity = () => {
    lastActive = Date.now();
  };
  const events = ['keydown', 'input', 'pointerdown'] as const;
  for (const event of events) document.addEventListener(event, onActivity, true);
  return {
    isBusy: () => anotherDialogOpen() || focusInUse() || Date.now() - lastActive < TYPING_PAUSE_MS,
    stop: () => {
      for (const event of events) document.removeEventListener(event, onActivity, true);
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
