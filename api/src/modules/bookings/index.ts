/** The bookings module's public face: the only file other modules and the app may import. */
export { default as availability } from './availability-plugin';
export { default as bookingClients } from './booking-clients-plugin';
export { bookingsFeed, sessionInvite } from './mail/ics';
export { reminderMail } from './mail/session-messages';
export {
  createBookingSessionRepository,
  hasUnmarkedPastSession,
  unmarkedPastSessionCount,
  type SessionRecord,
} from './repositories/booking-sessions';
export {
  allBookingsAsJson,
  nextSessionColumns,
  nextSessionJoin,
  toAdminBooking,
  type BookingRecord,
  type BookingRow,
  type NewBooking,
  createBookingRepository,
} from './repositories/bookings';
export {
  addExtraCredits,
  addressOfBookingKey,
  bookedAddresses,
  bookingFiguresByEmail,
  bookingsOfPerson,
  boughtPackage,
  boughtPackageTypes,
  extraSessionsHeld,
  hasBooked,
  latestBookingName,
  latestNameOfBooking,
  markSessionAttendance,
  packageTypeOfBooking,
  paidBookingsOf,
  recordingSession,
  sessionsOfBookings,
  sessionsWithPackage,
  sessionWithAddress,
  type PersonBooking,
  type RecordingSession,
  type SessionFacts,
} from './repositories/person-bookings';
export {
  allQuestionnairesAsJson,
  createQuestionnaireRepository,
} from './repositories/questionnaires';
export { default as bookingRules } from './routes/booking-rules';
export { default as calendarAvailability } from './routes/calendar-availability';
export { default as consultationBookings } from './routes/consultation-bookings';
export { default as consultationQuestionnaire } from './routes/consultation-questionnaire';
export { newAccessKey, bookingLink, cookieAccessKey, grantAccess } from './services/booking-access';
export { sweepBookings } from './services/booking-sweep';
export {
  attachPaymentIntent,
  bookingOfCheckoutKey,
  bookingOfPaymentIntent,
  dropUnpayableBooking,
  ensureFreeCallAllowed,
  findBooking,
  giveComplimentaryPackage,
  lockBooking,
  markPaidOnce,
  markPaymentFailed,
  openBooking,
} from './services/checkout';
export { scheduleExtraSession, type ExtraSessionRule } from './services/extra-sessions';
export { removeEvent, retryPendingCalendarEvents } from './services/calendar-sync';
export { removeUnscheduledFreeCalls } from './services/free-call-cleanup';
export { emailSubject, resendRefusal, type ResendState } from './services/resend-rules';
export { joinUrlOf } from './services/session-reminders';
export { bookingView, applyRefund, creditsLeft, sessionsLeft } from './services/sessions';
export { default as ownerBookings } from './routes/owner-bookings';
export {
  bookingsMatching,
  bookingTitlesByIds,
  clientQuestionnaire,
  openPackages,
  paymentsTotalSince,
  recentPayments,
  sessionsWithBookings,
  stuckPayments,
  unmarkedPastSessions,
  upcomingSessions,
} from './services/owner-bookings';
export {
  bookingPersonData,
  type AnonymisedBooking,
  type BookingErasureCounts,
  type BookingPersonRecords,
  type PaymentRecordRow,
} from './repositories/person-data';
