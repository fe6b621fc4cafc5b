import type { PushKey, PushSubscriptionList } from '@contract/account/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { settingsKey } from './get-settings';

const pushKey = ['account', 'push-subscriptions'] as const;

export const usePushSubscriptions = () =>
  useQuery(
    queryOptions({
      queryKey: pushKey,
      queryFn: () => api.get<PushSubscriptionList>('/api/push/subscriptions'),
    }),
  );

/** Why push could not be turned on: the browser has no push, or the traveller (or the browser) said no. */
export class PushUnavailable extends Error {
  constructor(readonly reason: 'unsupported' | 'denied') {
    super(reason);
  }
}

/** The service worker's registration; undefined where there is none (an old browser, a development build). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return undefined;
  const registered = await navigator.serviceWorker.getRegistration();
  return registered ? navigator.serviceWorker.ready : undefined;
}

const bytesOf = (base64url: string) => {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

/** Asks for permission (this runs on the traveller's click only), subscribes with our VAPID key and stores it. */
async function turnOn(): Promise<{ id: string }> {
  const worker = await registration();
  if (!worker) throw new PushUnavailable('unsupported');
  if ((await Notification.requestPermission()) !== 'granted') throw new PushUnavailable('denied');
  const { publicKey } = await api.get<PushKey>('/api/push/key');
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) }));
  return api.post<{ id: string }>('/api/push/subscriptions', subscription.toJSON());
}

/** Forgets this browser's subscription here and with the push service. */
async function turnOff(id: string): Promise<void> {
  await api.delete(`/api/push/subscriptions/${encodeURIComponent(id)}`);
  const worker = await registration();
  await (await worker?.pushManager.getSubscription())?.unsubscribe();
}

export function useChangePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { on: true } | { on: false; id: string }) =>
      change.on ? turnOn().then(() => undefined) : turnOff(change.id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pushKey }),
        queryClient.invalidateQueries({ queryKey: settingsKey }),
      ]),
  });
}
