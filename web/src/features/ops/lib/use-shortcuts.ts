import { useEffect, useRef } from 'react';

/** Keys that belong to what the operator is doing: typing, choosing, or a dialog in front of the page. */
function isBusyTarget(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"], dialog, [role="dialog"]')) return true;
  return Boolean(document.querySelector('dialog[open], [role="dialog"]'));
}

/**
 * Single-letter shortcuts for the page (lower case keys), ignored while the operator types in a field,
 * holds a modifier or has a dialog open, so that they never take a letter meant for a form.
 */
export function useShortcuts(handlers: Record<string, () => void>) {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || isBusyTarget(event)) return;
      const handler = current.current[event.key.toLowerCase()];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
