/** The newsletter module's public face: the only file other modules and the app may import. */
export { default as newsletterSender } from './newsletter-sender-plugin';
export { createBroadcastRepository } from './repositories/broadcasts';
export {
  allSubscribersAsJson,
  createNewsletterRepository,
  toSubscriber,
} from './repositories/newsletter';
export { default as adminBroadcasts } from './routes/admin-broadcasts';
export { default as newsletter } from './routes/newsletter';
export { default as newsletterBroadcastPage } from './routes/newsletter-broadcast-page';
export { default as newsletterUnsubscribe } from './routes/newsletter-unsubscribe';
export { broadcastSubjectsByIds, sendBroadcast } from './services/broadcasts';
export { default as adminSubscribers } from './routes/admin-subscribers';
export { subscribersMatching, subscribersSince } from './services/subscribers';
export { newsletterPersonData, type NewsletterPersonRecords } from './repositories/person-data';
