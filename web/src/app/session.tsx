import type { SessionResponse, User } from '@contract/user';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { PRODUCT_NAME } from '../config/public-config';
import { keepOfflineDataOf } from '../features/offline/personal-cache';
import { api, onUnauthorized } from '../lib/api-client';
import { errorStatus } from '../lib/error-message';
import { storageKeys, webStorage } from '../lib/web-storage';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

/** Display fields cached in web storage for an instant first paint; never a token. */
interface CachedUser {
  name: string;
  firstName: string;
  email: string;
  picture: string | null;
}

interface SessionValue {
  status: SessionStatus;
  user: User | null;
  /** The cached display fields while the session check is in flight. */
  cachedUser: CachedUser | null;
  setUser(user: User | null): void;
  refresh(): Promise<User | null>;
  logout(): Promise<void>;
}

const SESSION_KEY = ['session'] as const;
const productUserKey = `${PRODUCT_NAME.toLowerCase()}_user`;
const SessionContext = createContext<SessionValue | null>(null);

async function fetchSessionUser(): Promise<User | null> {
  try {
    const { user } = await api.get<SessionResponse>('/api/auth/session');
    return user;
  } catch (error) {
    if (errorStatus(error) === 401) return null;
    throw error;
  }
}

const sessionQuery = queryOptions({ queryKey: SESSION_KEY, queryFn: fetchSessionUser });

/** Ends the session on the server; signing out locally goes ahead even when the call fails. */
const logOut = () => api.post('/api/auth/logout').catch(() => undefined);

function readCachedUser(): CachedUser | null {
  const raw =
    webStorage.get('local', storageKeys.user) ??
    webStorage.get('session', storageKeys.user) ??
    webStorage.get('local', productUserKey);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as CachedUser;
  } catch {
    return null;
  }
}

function writeCachedUser(user: User | null) {
  if (!user) {
    for (const area of ['local', 'session'] as const) {
      webStorage.remove(area, storageKeys.user);
      webStorage.remove(area, productUserKey);
    }
    return;
  }
  const cached: CachedUser = { name: user.name, firstName: user.firstName, email: user.email, picture: user.picture };
  const json = JSON.stringify(cached);
  webStorage.set('local', storageKeys.user, json);
  webStorage.set('session', storageKeys.user, json);
  webStorage.set('local', productUserKey, json);
}

/** True when storage says someone is signed in (docs/product/accounts.md#sessions); the server still decides. */
export function hasStoredUser(): boolean {
  return readCachedUser() !== null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [cachedUser, setCachedUser] = useState<CachedUser | null>(null);
  const query = useQuery({
    ...sessionQuery,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    retryDelay: 300,
  });

  const setUser = useCallback(
    (user: User | null) => {
      // Another person (or nobody) now: nothing fetched for the previous one may be shown again.
      const previous = queryClient.getQueryData<User | null>(SESSION_KEY);
      if (previous?.id !== user?.id) {
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
        void keepOfflineDataOf(user?.id ?? null);
      }
      writeCachedUser(user);
      queryClient.setQueryData(SESSION_KEY, user);
    },
    [queryClient],
  );

  // The page may still be hydrating when the first answers arrive. Applied as transitions, they wait for
  // it; an urgent update would make React throw the prerendered page away and show its fallback instead.
  const [settled, setSettled] = useState(false);
  useEffect(() => startTransition(() => setCachedUser(readCachedUser())), []);
  useEffect(() => {
    if (!query.isPending && !settled) startTransition(() => setSettled(true));
  }, [query.isPending, settled]);
  useEffect(() => onUnauthorized(() => setUser(null)), [setUser]);
  useEffect(() => {
    if (query.isSuccess) writeCachedUser(query.data);
  }, [query.isSuccess, query.data]);

  const pending = !settled || query.isPending;
  const data = pending ? null : (query.data ?? null);
  const value = useMemo<SessionValue>(() => {
    const user = data;
    const status: SessionStatus = pending ? 'loading' : user ? 'authenticated' : 'anonymous';
    return {
      status,
      user,
      cachedUser: status === 'loading' ? cachedUser : null,
      setUser,
      refresh: async () => {
        const fresh = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
        writeCachedUser(fresh);
        return fresh;
      },
      logout: async () => {
        await logOut();
        setUser(null);
      },
    };
  }, [data, pending, cachedUser, setUser, queryClient]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** Navigation-bar name: first word of the name, else the e-mail before '@', else 'User' (docs/product/site.md#navigation-bar). */
export function firstNameOf(user: { name?: string | null; email?: string | null } | null | undefined): string {
  const fromName = user?.name?.trim().split(/\s+/)[0];
  if (fromName) return fromName;
  const fromEmail = user?.email?.split('@')[0];
  return fromEmail || 'User';
}
