export { inbox, receiveWhatsappMessage, recentContactMessages, replyToMessage, updateMessage } from './inbox';
