import { ValidationError, type AnyObjectSchema } from 'yup';
import { createAdminBookingSchema } from '../admin';
import { createPostSchema, postFieldsSchema } from '../admin-posts';
import { broadcastSchema } from '../endpoints/broadcasts';
import { ownerSettingsSchema, testimonialSchema } from '../endpoints/admin-site';
import { contactSchema } from '../schemas/contact';
import { createPaymentIntentSchema } from '../schemas/create-payment-intent';
import { questionnaireSchema } from '../schemas/questionnaire';
import { isSingleLine, singleLineMessage } from '../schemas/single-line';

/** The message a schema gives one field of `value`, or undefined when that field is valid. */
function fieldError(schema: AnyObjectSchema, field: string, value: unknown): string | undefined {
  try {
    schema.validateSyncAt(field, value);
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.errors[0];
  }
}

/** Everything a single line may not hold, inside a value that is otherwise fine. */
const breakers = {
  'CR LF': '\r\n',
  LF: '\n',
  CR: '\r',
  tab: '\t',
  NUL: '\u0000',
  escape: '\u001b',
  DEL: '\u007f',
  'C1 next line': '\u0085',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
};

describe('single-line fields', () => {
  const cases: Array<[string, string, AnyObjectSchema, string]> = [
    ['the contact form', 'name', contactSchema, singleLineMessage('Name')],
    ['the contact form', 'organization', contactSchema, singleLineMessage('Organization')],
    ['a booking', 'name', createPaymentIntentSchema, singleLineMessage('Name')],
    ['the questionnaire', 'name', questionnaireSchema, singleLineMessage('Name')],
    [
      'the questionnaire',
      'coreEssence',
      questionnaireSchema,
      singleLineMessage('Your core essence'),
    ],
    [
      'the back office’s booking',
      'name',
      createAdminBookingSchema,
      singleLineMessage('The client’s name'),
    ],
    ['a new post', 'title', createPostSchema, singleLineMessage('The title')],
    ['a post', 'title', postFieldsSchema, singleLineMessage('The title')],
    ['a testimonial', 'name', testimonialSchema, singleLineMessage('The name')],
    ['a testimonial', 'title', testimonialSchema, singleLineMessage('The title')],
    ['the settings', 'coachName', ownerSettingsSchema, singleLineMessage('The name')],
    ['a broadcast', 'subject', broadcastSchema, singleLineMessage('The subject')],
    ['a broadcast', 'preheader', broadcastSchema, singleLineMessage('The preheader')],
  ];

  describe.each(cases)('%s: %s', (_form, field, schema, message) => {
    it('accepts one line of text, accents and punctuation included', () => {
      expect(fieldError(schema, field, { [field]: 'Zoë O’Brien-Núñez, Ph.D. (CEO)' })).toBe(
        undefined,
      );
    });
    it.each(Object.entries(breakers))('refuses %s inside with the field’s message', (_n, char) => {
      expect(fieldError(schema, field, { [field]: `Ann${char}Email: ceo@bank.example` })).toBe(
        message,
      );
    });
  });

  it('refuses a post’s tag with a line break', () => {
    expect(fieldError(postFieldsSchema, 'tags', { tags: ['ok', 'two\nlines'] })).toBe(
      singleLineMessage('A tag'),
    );
  });

  it('keeps the postal address on one line with its own message', () => {
    expect(fieldError(ownerSettingsSchema, 'postalAddress', { postalAddress: '1 St\u2028X' })).toBe(
      'Enter the postal address on one line, at most 200 characters (or leave it empty)',
    );
  });

  it('leaves free text alone: a message and the questionnaire’s answers may span lines', () => {
    expect(
      fieldError(contactSchema, 'message', { message: 'First line.\r\nSecond line.' }),
    ).toBeUndefined();
    expect(
      fieldError(questionnaireSchema, 'whatsWorking', {
        whatsWorking: 'My family.\nMy health.\nMy work.',
      }),
    ).toBeUndefined();
  });

  it('judges absent values as single lines (being required is another rule)', () => {
    expect(isSingleLine(undefined)).toBe(true);
    expect(isSingleLine(null)).toBe(true);
    expect(isSingleLine('')).toBe(true);
  });
});
