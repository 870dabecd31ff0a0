/**
 * The client portal's forms and the coach's writing about a client: the same schemas check in the
 * browser and in the API, with the messages people see.
 */
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import {
  actionItemMaxLength,
  maxActionItems,
  messageMaxLength,
  noteMaxLength,
  portalMessages,
  signInCode,
} from '../client-portal';
import { checkInRating } from '../package-promises';
import { singleLine, singleLineMessage } from './single-line';
import { emailAddress } from './email';

const email = emailAddress();

/** Ask for a sign-in code. */
export const requestCodeSchema = object({ email });
export type RequestCodeRequest = InferType<typeof requestCodeSchema>;

/** Sign in with the code from the email. */
export const signInWithCodeSchema = object({
  email,
  code: string()
    .trim()
    .required(portalMessages.codeFormat)
    .matches(new RegExp(`^\\d{${signInCode.digits}}$`), portalMessages.codeFormat),
});
export type SignInWithCodeRequest = InferType<typeof signInWithCodeSchema>;

export const bookingLinkInvalid = portalMessages.linkInvalid;

/** Open the portal from a booking: its keyed link, or the browser that made it. */
export const signInWithBookingLinkSchema = object({
  bookingId: number()
    .typeError(bookingLinkInvalid)
    .required(bookingLinkInvalid)
    .integer(bookingLinkInvalid)
    .min(1, bookingLinkInvalid)
    .max(2_147_483_647, bookingLinkInvalid),
  /**
   * The booking's secret key, from its keyed link; without it, the browser's access cookie of the
   * booking stands for it.
   */
  key: string().trim().min(1, bookingLinkInvalid).max(200, bookingLinkInvalid),
});
export type SignInWithBookingLinkRequest = InferType<typeof signInWithBookingLinkSchema>;

/** A message in the thread, from the client or the coach's reply. */
export const threadMessageSchema = object({
  body: string()
    .trim()
    .required(portalMessages.messageEmpty)
    .max(messageMaxLength, portalMessages.messageTooLong),
});
export type ThreadMessageRequest = InferType<typeof threadMessageSchema>;

/** The client ticks (or unticks) an action item of his plan. */
export const actionItemSchema = object({
  done: boolean()
    .required('Please say whether the action item is done')
    .typeError('Please say whether the action item is done'),
});
export type ActionItemRequest = InferType<typeof actionItemSchema>;

export const noteVisibilities = ['private', 'shared'] as const;
export type NoteVisibility = (typeof noteVisibilities)[number];

export const noteMessages = {
  visibility: 'Please choose whether the note is private or shared with the client',
  bodyRequired: 'Please write the note',
  bodyTooLong: `Notes are at most ${noteMaxLength} characters`,
  title: singleLineMessage('Title'),
  titleTooLong: 'Titles are at most 200 characters',
  actionItem: `Each action item is one line of at most ${actionItemMaxLength} characters`,
  tooManyActionItems: `A plan has at most ${maxActionItems} action items`,
  actionItemsPrivate: 'Action items belong to a note shared with the client',
} as const;

/**
 * A note the coach writes about a client: private (his own timeline) or shared (session notes and
 * an action plan, published to the client with an email).
 */
export const clientNoteSchema = object({
  visibility: mixed<NoteVisibility>()
    .oneOf(noteVisibilities, noteMessages.visibility)
    .required(noteMessages.visibility),
  title: string()
    .trim()
    .max(200, noteMessages.titleTooLong)
    .test(singleLine(noteMessages.title))
    .optional(),
  body: string()
    .trim()
    .required(noteMessages.bodyRequired)
    .max(noteMaxLength, noteMessages.bodyTooLong),
  actionItems: array(
    string()
      .trim()
      .required(noteMessages.actionItem)
      .max(actionItemMaxLength, noteMessages.actionItem)
      .test(singleLine(noteMessages.actionItem)),
  )
    .max(maxActionItems, noteMessages.tooManyActionItems)
    .default([])
    .test('shared-only', noteMessages.actionItemsPrivate, function (items) {
      return (items ?? []).length === 0 || this.parent.visibility === 'shared';
    }),
});
export type ClientNoteRequest = InferType<typeof clientNoteSchema>;

export const attendanceValues = ['held', 'no-show', 'cancelled'] as const;
export type Attendance = (typeof attendanceValues)[number];
export const attendanceMessage = 'Please mark the session held, no-show or cancelled';

/** The coach marks what happened to a session that has taken place. */
export const attendanceSchema = object({
  attendance: mixed<Attendance>()
    .oneOf(attendanceValues, attendanceMessage)
    .required(attendanceMessage),
});
export type AttendanceRequest = InferType<typeof attendanceSchema>;

export const checkInMessages = {
  // "Your coach", as the portal says everywhere; typographic quotes, as the site's copy.
  wins: 'Please tell your coach about your wins, even small ones',
  obstacles: 'Please tell your coach what got in your way (or write “nothing”)',
  rating: `Please rate your week from ${checkInRating.min} to ${checkInRating.max}`,
  tooLong: 'Each answer is at most 2000 characters',
} as const;

/** The check-in form between sessions. */
export const checkInSchema = object({
  wins: string().trim().required(checkInMessages.wins).max(2000, checkInMessages.tooLong),
  obstacles: string().trim().required(checkInMessages.obstacles).max(2000, checkInMessages.tooLong),
  rating: number()
    .typeError(checkInMessages.rating)
    .required(checkInMessages.rating)
    .integer(checkInMessages.rating)
    .min(checkInRating.min, checkInMessages.rating)
    .max(checkInRating.max, checkInMessages.rating),
  question: string().trim().max(2000, checkInMessages.tooLong).optional(),
});
export type CheckInRequest = InferType<typeof checkInSchema>;
