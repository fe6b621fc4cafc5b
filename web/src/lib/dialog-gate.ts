import { useEffect, useState } from 'react';

/** How long after the last key press, edit or click the visitor still counts as busy. */
const TYPING_PAUSE_MS = 4_000;
/** How often a waiting dialog looks again. */
export const DIALOG_RECHECK_MS = 1_000;

/** A modal dialog (native <dialog>) is already on screen. */
const anotherDialogOpen = () => document.querySelector('dialog[open]') !== null;

/**
 * The focus is on something of the page (a field, the search, a button, a link), not resting on the page itself:
 * a dialog opening by itself now would take it away.
 */
function focusInUse(): boolean {
  const element = document.activeElement;
  return element !== null && element !== document.body && element !== document.documentElement;
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
