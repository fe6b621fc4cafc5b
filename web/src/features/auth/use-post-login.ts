import type { User } from '@contract/user';
import { useSession } from '@web/app/session';
import { publicConfig } from '@web/config/public-config';
import { storageKeys, webStorage } from '@web/lib/web-storage';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME, type Redirect, resolveRedirect, visaSiteHome } from './redirect-target';

const RECHECK_DELAY_MS = 300;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sites() {
  const config = publicConfig();
  return {
    visaBookingUrl: config.visaBookingUrl,
    mainSiteUrl: config.mainSiteUrl,
    currentOrigin: window.location.origin,
  };
}

/** The requested target: `next` or `from` in the query, else the stored postLoginRedirect. */
function useRequestedTarget(): string | null {
  const [params] = useSearchParams();
  return params.get('next') ?? params.get('from') ?? webStorage.get('session', storageKeys.postLoginRedirect);
}

/** Absolute targets are a full page load, paths navigate in the app; either way the login page leaves history. */
export function useGoTo() {
  const navigate = useNavigate();
  return useCallback(
    (target: Redirect) => {
      webStorage.remove('session', storageKeys.postLoginRedirect);
      if (target.kind === 'external') window.location.replace(target.url);
      else navigate(target.path, { replace: true });
    },
    [navigate],
  );
}

/** Where a visitor who is already signed in goes from /login: the stored target, else the visa site home. */
export function useAlreadySignedInTarget(): () => Redirect {
  const requested = useRequestedTarget();
  return useCallback(() => resolveRedirect(requested, sites(), visaSiteHome(sites())), [requested]);
}

/**
 * Finishes a successful login (docs/product/accounts.md#after-logging-in): store the user, re-check the session (one retry after
 * 300 ms), then go to the target or home.
 */
export function useCompleteLogin(): (user: User) => Promise<void> {
  const { setUser, refresh } = useSession();
  const requested = useRequestedTarget();
  const goTo = useGoTo();
  const recheck = useMemo(
    () => async () => {
      const confirmed = await refresh().catch(() => null);
      if (confirmed) return;
      await wait(RECHECK_DELAY_MS);
      await refresh().catch(() => null);
    },
    [refresh],
  );
  return useCallback(
    async (user: User) => {
      setUser(user);
      await recheck();
      goTo(resolveRedirect(requested, sites(), HOME));
    },
    [setUser, recheck, goTo, requested],
  );
}
