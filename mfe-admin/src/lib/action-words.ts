/**
 * What each recorded action was, in the owner's words: the activity log reads "Changed the site
 * settings", with its code (`settings.update`) beside it for a precise search. An action the list
 * does not know yet still reads as words ("client.new-thing" reads "Client: new thing").
 */
const actionWords: Readonly<Record<string, string>> = {
  'account.change-password': 'Changed the password',
  'account.change-password-failed': 'Password change refused',
  'booking.cancel': 'Cancelled a booking',
  'booking.cancel-unpaid': 'Cancelled an unpaid booking',
  'booking.create': 'Added a booking',
  'booking.email-resend': 'Sent a booking email again',
  'booking.refund': 'Refunded a booking',
  'booking.session-cancel': 'Cancelled a session',
  'booking.session-reschedule': 'Moved a session',
  'booking.session-schedule': 'Booked a session',
  'broadcast.create': 'Started a newsletter email',
  'broadcast.delete': 'Deleted a newsletter email',
  'broadcast.schedule': 'Scheduled a newsletter email',
  'broadcast.send': 'Sent a newsletter email',
  'broadcast.test': 'Sent a test of a newsletter email',
  'broadcast.unschedule': 'Took a newsletter email off the schedule',
  'broadcast.update': 'Edited a newsletter email',
  'calendar.block': 'Blocked time in the calendar',
  'calendar.unblock': 'Freed blocked time',
  'calendar.feed-create': 'Made the calendar app address',
  'calendar.feed-revoke': 'Revoked the calendar app address',
  'client.action-item-done': 'A client ticked an action item',
  'client.action-item-undone': 'A client unticked an action item',
  'client.check-in': 'A client sent a check-in',
  'client.credits-add': 'Added sessions to a package',
  'client.data-download': 'A client downloaded their data',
  'client.emergency-booked': 'A client booked an emergency session',
  'client.erasure-request': 'A client asked to erase their data',
  'client.follow-up-booked': 'A client booked the follow-up call',
  'client.material-added': 'Added a material for a client',
  'client.material-removed': 'Removed a client’s material',
  'client.message': 'A client sent a message',
  'client.note-private': 'Added a private note',
  'client.note-shared': 'Shared a note with a client',
  'client.package-give': 'Gave a client a package',
  'client.reply': 'Replied to a client',
  'client.sign-in': 'A client signed in to the portal',
  'client.sign-in-link': 'A client opened the portal from a booking email',
  'client.timezone': 'A client saved their time zone',
  'data.export': 'Downloaded the site’s data',
  'message.update': 'Updated a contact message',
  'owner.create': 'Owner account created by your web host',
  'owner.setup': 'Owner account set up',
  'person.erase': 'Erased someone’s data (privacy request)',
  'person.view': 'Looked up someone’s data (privacy request)',
  'post.create': 'Started a post',
  'post.delete': 'Deleted a post',
  'post.publish': 'Published a post',
  'post.save': 'Saved a post',
  'post.schedule': 'Scheduled a post',
  'post.unpublish': 'Unpublished a post',
  'schedules.update': 'Changed the schedules',
  'session.held': 'Marked a session held',
  'session.no-show': 'Marked a session as a no-show',
  'session.cancelled': 'Marked a session cancelled',
  'session.recording-added': 'Added a session recording',
  'session.recording-removed': 'Removed a session recording',
  'session.sign-in': 'Signed in',
  'session.sign-in-failed': 'Sign-in refused',
  'session.sign-in-failed-code': 'Sign-in refused: wrong two-factor code',
  'session.sign-in-locked': 'Sign-in locked after failed attempts',
  'session.sign-out': 'Signed out',
  'session.sign-out-everywhere': 'Signed out everywhere',
  'settings.update': 'Changed the site settings',
  'settings.portrait.upload': 'Uploaded a portrait',
  'settings.portrait.remove': 'Removed a portrait',
  'settings.hero.upload': 'Uploaded a home page photo',
  'settings.hero.remove': 'Removed the home page photo',
  'subscriber.delete': 'Removed a subscriber',
  'subscribers.export': 'Downloaded the subscribers',
  'testimonial.create': 'Added a testimonial',
  'testimonial.update': 'Edited a testimonial',
  'testimonial.hide': 'Hid a testimonial',
  'testimonial.show': 'Showed a testimonial',
  'testimonial.reorder': 'Reordered the testimonials',
  'testimonial.headshot.upload': 'Uploaded a testimonial’s headshot',
  'testimonial.headshot.remove': 'Removed a testimonial’s headshot',
};

/** The action in words: the known phrase, or its code read as words. */
export function actionInWords(action: string): string {
  const known = actionWords[action];
  if (known) return known;
  const [area = '', ...rest] = action.split('.');
  const words = (text: string) => text.replace(/[-_.]+/g, ' ').trim();
  const head = words(area);
  const what = words(rest.join(' '));
  const capitalised = head.charAt(0).toUpperCase() + head.slice(1);
  return what ? `${capitalised}: ${what}` : capitalised;
}
