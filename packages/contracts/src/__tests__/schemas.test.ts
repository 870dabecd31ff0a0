import { ValidationError, type AnyObjectSchema } from 'yup';
import { contactSchema } from '../schemas/contact';
import { createPaymentIntentSchema } from '../schemas/create-payment-intent';
import { newsletterSchema } from '../schemas/newsletter';
import { questionnaireSchema, requiredAnswerMessages } from '../schemas/questionnaire';
import { scheduleSchema } from '../schemas/schedule';
import { requestCodeSchema } from '../schemas/portal';
import { createAdminBookingSchema } from '../admin';
import { priceCents } from '../packages';

function errorsOf(schema: AnyObjectSchema, value: unknown): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(
      error.inner.map((inner) => [inner.path ?? '', inner.errors[0] ?? '']),
    );
  }
}

describe('every form’s email address', () => {
  const forms: [string, AnyObjectSchema][] = [
    ['the newsletter', newsletterSchema],
    ['the contact form', contactSchema],
    ['checkout and the free call', createPaymentIntentSchema],
    ['the questionnaire', questionnaireSchema],
    ['the portal’s sign-in', requestCodeSchema],
    ['the owner’s offline booking', createAdminBookingSchema],
  ];

  it.each(forms)('%s refuses an address whose domain reaches no one', (_form, schema) => {
    for (const email of ['avery@bad', 'avery@gmail.c', 'avery@example.', 'avery@@example.com'])
      expect(errorsOf(schema, { email }).email).toBe('Please enter a valid email address');
  });

  it.each(forms)('%s takes an address with a real domain', (_form, schema) => {
    for (const email of ['avery@example.co', 'a.b+c@mail.example.org'])
      expect(errorsOf(schema, { email }).email).toBeUndefined();
  });
});

describe('newsletterSchema', () => {
  it('trims and lower-cases', () => {
    expect(newsletterSchema.validateSync({ email: '  Ann@Example.COM ' })).toEqual({
      email: 'ann@example.com',
    });
  });
  it('asks for an email when empty', () => {
    expect(errorsOf(newsletterSchema, { email: '   ' })).toEqual({
      email: 'Please enter your email address.',
    });
  });
});

describe('contactSchema', () => {
  it('gives the contact form its exact messages', () => {
    expect(errorsOf(contactSchema, { email: 'nope', message: 'short' })).toEqual({
      inquiryType: 'Please select what this is about',
      name: 'Name is required',
      email: 'Please enter a valid email address',
      message: 'Please provide more details about your inquiry',
    });
  });
  it('treats empty optional fields as absent', () => {
    const value = contactSchema.validateSync({
      inquiryType: 'speaking',
      name: 'Ann',
      email: 'ann@example.com',
      message: 'Long enough message',
      organization: '',
      referralSource: '',
    });
    expect(value.organization).toBeUndefined();
    expect(value.referralSource).toBeUndefined();
  });
});

describe('createPaymentIntentSchema', () => {
  it('rejects unknown packages', () => {
    expect(
      errorsOf(createPaymentIntentSchema, { packageType: 'gold', name: 'A', email: 'a@b.co' }),
    ).toEqual({
      packageType: 'Please choose a valid package.',
    });
  });
  it('prices in cents on the server table', () => {
    expect([
      priceCents('single'),
      priceCents('5-session'),
      priceCents('10-session'),
      priceCents('strategy-call'),
    ]).toEqual([150000, 600000, 1000000, 0]);
  });
});

describe('scheduleSchema', () => {
  it('needs an ISO instant and an IANA zone', () => {
    expect(errorsOf(scheduleSchema, {})).toEqual({
      scheduledAt: 'Please select both a date and time for your consultation.',
      timezone: 'Please choose a timezone from the list.',
    });
    expect(errorsOf(scheduleSchema, { scheduledAt: 'tomorrow', timezone: 'Mars/Olympus' })).toEqual(
      {
        scheduledAt: 'Please choose a valid date and time.',
        timezone: 'Please choose a timezone from the list.',
      },
    );
  });

  it.each(['Asia/Kolkata', 'UTC', 'America/Sao_Paulo', 'Asia/Dubai', 'Africa/Lagos', 'Asia/Tokyo'])(
    'takes any IANA zone: %s',
    (timezone) => {
      expect(errorsOf(scheduleSchema, { scheduledAt: '2031-03-04T14:00:00Z', timezone })).toEqual(
        {},
      );
    },
  );

  it.each(['Mars/Olympus', 'asia/kolkata', 'Asia/Kolkata ', '', 'Europe/../Paris', 'Eastern'])(
    'refuses what is no IANA zone: %j',
    (timezone) => {
      expect(errorsOf(scheduleSchema, { scheduledAt: '2031-03-04T14:00:00Z', timezone })).toEqual({
        timezone: 'Please choose a timezone from the list.',
      });
    },
  );

  it.each([
    '2032-02-30T19:45:00Z',
    '2031-02-29T19:45:00Z',
    '2032-04-31T10:00:00Z',
    '2032-13-01T10:00:00Z',
    '2032-00-10T10:00:00Z',
    '2032-03-00T10:00:00Z',
    '2032-03-10T24:00:00Z',
    '2032-03-10T10:60:00Z',
    '2032-03-10T10:00:60Z',
    '2032-03-10T10:00:00+24:00',
  ])('refuses %s, which does not exist on the calendar, instead of rolling it over', (value) => {
    expect(errorsOf(scheduleSchema, { scheduledAt: value, timezone: 'America/Cancun' })).toEqual({
      scheduledAt: 'Please choose a valid date and time.',
    });
  });

  it.each(['2032-02-29T19:45:00Z', '2032-12-31T23:59:59.999Z', '2032-03-10T10:00-05:00'])(
    'accepts the real date-time %s',
    (value) => {
      expect(errorsOf(scheduleSchema, { scheduledAt: value, timezone: 'America/Cancun' })).toEqual(
        {},
      );
    },
  );
});

describe('questionnaireSchema', () => {
  it('gives every message for short answers and defaults the scales to 5', () => {
    const errors = errorsOf(questionnaireSchema, {
      name: 'Ann',
      email: 'ann@example.com',
      coreEssence: 'x',
    });
    expect(errors).toEqual(requiredAnswerMessages);
    const answers = Object.fromEntries(
      Object.keys(requiredAnswerMessages).map((field) => [field, 'a'.repeat(10)]),
    );
    const value = questionnaireSchema.validateSync({
      name: 'Ann',
      email: 'ann@example.com',
      ...answers,
    });
    expect(value.alignmentScale).toBe(5);
    expect(value.readyForEmotionalWork).toBe(5);
  });
  it('accepts a two-character core essence and rejects scales outside 1–10', () => {
    const answers = Object.fromEntries(
      Object.keys(requiredAnswerMessages).map((field) => [field, 'a'.repeat(10)]),
    );
    expect(
      errorsOf(questionnaireSchema, {
        name: 'A',
        email: 'a@b.co',
        ...answers,
        coreEssence: 'ok',
        alignmentScale: 11,
        readyForTruths: 0,
      }),
    ).toEqual({
      alignmentScale: 'Please choose a number from 1 to 10',
      readyForTruths: 'Please choose a number from 1 to 10',
    });
  });
});
