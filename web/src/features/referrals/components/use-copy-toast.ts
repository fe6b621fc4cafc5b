import { useCallback, useEffect, useRef, useState } from 'react';

/** How long 'Referral link copied!' stays (docs/product/my-account.md#referrals: 2 s). */
const COPY_TOAST_MS = 2000;

type CopyOutcome = 'copied' | 'failed' | null;

/** Copies text to the clipboard and reports the outcome; success clears itself after 2 s. */
export function useCopyToast() {
  const [outcome, setOutcome] = useState<CopyOutcome>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
      timer.current = setTimeout(() => setOutcome(null), COPY_TOAST_MS);
    } catch {
      setOutcome('failed');
    }
  }, []);

  return { outcome, copy };
}
