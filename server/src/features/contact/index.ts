export { inbox, recentContactMessages, replyToMessage, updateMessage } from './inbox';
