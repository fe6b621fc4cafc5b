/** Meta's WhatsApp webhook: statuses to the notifications module, travellers' messages to the contact inbox. */
export { whatsappRoutes } from './routes';
