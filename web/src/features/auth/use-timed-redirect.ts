import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** docs/product/accounts.md#account-recovery: after a successful flow, go to `to` after `delayMs`; arm() starts the timer. */
export function useTimedRedirect(to: string, delayMs: number): () => void {
  const navigate = useNavigate();
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!armed) return;
    const timer = window.setTimeout(() => navigate(to), delayMs);
    return () => window.clearTimeout(timer);
  }, [armed, navigate, to, delayMs]);
  return () => setArmed(true);
}
