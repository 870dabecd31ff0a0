import type { OwnerSettingKey } from '@site/contracts/endpoints/admin-site';
import { bookingHorizonBounds } from '@site/contracts/slots';

/** How a setting is typed in the settings form (and what the browser's keyboard offers). */
export type SettingFieldType = 'text' | 'url' | 'email' | 'time' | 'number' | 'date';

/**
 * Each site setting as the owner knows it: the settings form's label and hint, and the activity
 * log's name for a setting a save changed ("Changed: Your name, Contact email").
 */
export const settingFields: Readonly<
  Record<
    OwnerSettingKey,
    {
      label: string;
      hint: string;
      type: SettingFieldType;
      /**
       * The name of the host's setting an empty field falls back to, for whoever runs the site's
       * server: shown apart from the hint, in small print, never as the owner's words.
       */
      hostSetting?: string;
    }
  >
> = {
  coachName: {
    label: 'Your name',
    hint: 'In page titles, copy such as “Book … Now”, emails and new posts’ author.',
    type: 'text',
  },
  assessmentUrl: {
    label: 'Assessment address',
    hint: 'Where the assessment buttons lead. Empty: no assessment button.',
    type: 'url',
  },
  linkedinUrl: { label: 'LinkedIn profile', hint: 'Empty: not linked.', type: 'url' },
  xUrl: { label: 'X profile', hint: 'Empty: not linked.', type: 'url' },
  youtubeUrl: { label: 'YouTube channel', hint: 'Empty: not linked.', type: 'url' },
  meetingUrl: {
    label: 'Meeting room link',
    hint: 'The join link in confirmations, reminders and invitations when Google Calendar makes no Meet link. Empty: the meeting link set in your host’s settings, if there is one.',
    type: 'url',
    hostSetting: 'MEETING_URL',
  },
  postalAddress: {
    label: 'Postal address for emails',
    hint: 'One line printed in every newsletter (the law asks for it); no newsletter goes out without it. Empty: the postal address set in your host’s settings.',
    type: 'text',
    hostSetting: 'MAIL_POSTAL_ADDRESS',
  },
  contactEmail: {
    label: 'Contact email',
    hint: 'Where your notices go (new bookings, answers, messages, subscribers, test letters). Empty: the email address set in your host’s settings.',
    type: 'email',
    hostSetting: 'OWNER_EMAIL',
  },
  freeCallFirst: {
    label: 'First free call starts at',
    hint: 'Your time, on the quarter hour. Empty: 1:00 PM.',
    type: 'time',
  },
  freeCallLast: {
    label: 'Last free call starts at',
    hint: 'Your time, on the quarter hour. Empty: 4:00 PM.',
    type: 'time',
  },
  workingHoursStart: {
    label: 'Paid sessions from',
    hint: 'Your time; a whole session must fit in your working hours. Empty: your host’s setting (8:00 AM unless set).',
    type: 'time',
  },
  workingHoursEnd: {
    label: 'Paid sessions end by',
    hint: 'Your time. Empty: your host’s setting (8:00 PM unless set).',
    type: 'time',
  },
  bookingHorizonDays: {
    label: 'Booking horizon (days)',
    hint: `How many days ahead visitors can book, ${bookingHorizonBounds.min} to ${bookingHorizonBounds.max}. Empty: your host’s setting (60 unless set).`,
    type: 'number',
  },
  specialsEndOn: {
    label: 'Specials end on',
    hint: 'The specials’ last day: the specials page and the checkout say “Offer ends …” until then, and after it show your prices without the struck-through ones or a limited-time claim. Empty: no end date is shown.',
    type: 'date',
  },
};
