export type { EmailAttachment } from './channels';
export { createChannels } from './channels';
export { deliveryJob, failedMessages, resendFailedMessage } from './deliver';
export { notificationsForExport } from './export';
export { recordSignIn } from './new-device';
export type { MessageTemplate, NotificationData, OutgoingMessage, UserNotification } from './notify';
export { DELIVERY_QUEUE, deliveryQueues, notifyUser, queueMessage } from './notify';
export { purgeOutbox } from './outbox-retention';
export { twilioProvider } from './sms';
