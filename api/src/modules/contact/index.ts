/** The contact module's public face: the only file other modules and the app may import. */
export {
  allContactMessagesAsJson,
  createContactFormRepository,
  toContactMessage,
} from './repositories/contact-forms';
export { default as contact } from './routes/contact';
export { default as adminMessages } from './routes/admin-messages';
export { messageSendersByIds, messagesMatching, newMessagesPage } from './services/messages';
export { contactPersonData, type ContactPersonRecords } from './repositories/person-data';
