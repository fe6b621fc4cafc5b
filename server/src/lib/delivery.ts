import type { OutgoingMessage } from '../features/notifications';

export type { OutgoingMessage } from '../features/notifications/notify';

/** @deprecated Every message now goes through the job queue: use queueMessage or notifyUser. */
export interface Delivery {
  send(message: OutgoingMessage): Promise<void>;
}
