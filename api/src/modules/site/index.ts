/** The site module's public face: the only file other modules and the app may import. */
export { createAdminTestimonialRepository } from './repositories/admin-testimonials';
export { createSiteContentRepository } from './repositories/site-content';
export { createSiteSettingsRepository } from './repositories/site-settings';
export { type TestimonialInput, createTestimonialRepository } from './repositories/testimonials';
export { default as adminSite } from './routes/admin-site';
export { default as siteContent } from './routes/site-content';
export { default as testimonials } from './routes/testimonials';
export {
  portraitUploaded,
  readSiteSettings,
  type SiteSettings,
  type WindowSettings,
} from './services/site-settings';
export { lockContentVersion, markContentChanged } from './services/content-version';
export {
  compose,
  firstName,
  mailContext,
  sessionMailSettings,
  signOff,
  type MailContext,
  type SessionMailSettings,
} from './mail-context';
