/**
 * The endpoint table: every `/api` endpoint, by area. Add an endpoint with one entry in its area's
 * file (a new area: one more file, added to `areas` below) and one handler in the API.
 */
import { adminEndpoints } from './admin';
import { adminBookingEndpoints } from './admin-bookings';
import { adminCalendarEndpoints } from './admin-calendar';
import { adminClientEndpoints } from './admin-clients';
import { clientMaterialEndpoints } from './client-materials';
import { adminPostEndpoints } from './admin-posts';
import { adminSiteEndpoints } from './admin-site';
import { blogEndpoints } from './blog';
import { broadcastEndpoints } from './broadcasts';
import { clientActionEndpoints } from './client-actions';
import { bookingEndpoints } from './bookings';
import { contactEndpoints } from './contact';
import type { EndpointDefinition } from './define';
import { newsletterEndpoints } from './newsletter';
import { paymentEndpoints } from './payments';
import { portalEndpoints } from './portal';
import { promiseEndpoints } from './promises';
import { questionnaireEndpoints } from './questionnaire';
import { referenceEndpoints } from './reference';
import { scheduleEndpoints } from './schedules';
import { siteEndpoints } from './site';

export const areas = {
  site: siteEndpoints,
  newsletter: newsletterEndpoints,
  contact: contactEndpoints,
  blog: blogEndpoints,
  payments: paymentEndpoints,
  bookings: bookingEndpoints,
  questionnaire: questionnaireEndpoints,
  reference: referenceEndpoints,
  admin: adminEndpoints,
  adminBookings: adminBookingEndpoints,
  'admin-calendar': adminCalendarEndpoints,
  'admin-posts': adminPostEndpoints,
  'admin-site': adminSiteEndpoints,
  broadcasts: broadcastEndpoints,
  schedules: scheduleEndpoints,
  portal: portalEndpoints,
  'admin-clients': adminClientEndpoints,
  promises: promiseEndpoints,
  'client-materials': clientMaterialEndpoints,
  'client-actions': clientActionEndpoints,
} as const;

/** Every endpoint of the table, in the areas' order. */
export const allEndpoints: readonly EndpointDefinition[] = Object.values(areas).flatMap(
  (area): EndpointDefinition[] => Object.values(area),
);

export * from './define';
export * from './params';
export {
  adminEndpoints,
  adminBookingEndpoints,
  adminCalendarEndpoints,
  adminClientEndpoints,
  adminPostEndpoints,
  adminSiteEndpoints,
  blogEndpoints,
  bookingEndpoints,
  broadcastEndpoints,
  clientMaterialEndpoints,
  contactEndpoints,
  newsletterEndpoints,
  paymentEndpoints,
  portalEndpoints,
  promiseEndpoints,
  questionnaireEndpoints,
  referenceEndpoints,
  siteEndpoints,
};
