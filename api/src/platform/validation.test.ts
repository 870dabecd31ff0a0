import { ValidationError } from 'yup';
import { newsletterSchema } from '@site/contracts/schemas/newsletter';
import { questionnaireSchema } from '@site/contracts/schemas/questionnaire';
import { scheduleSchema } from '@site/contracts/schemas/schedule';
import { HttpError } from './errors';
import { InvalidFieldsError, inputMessages, jsonDepth, validateInput } from './validation';

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('jsonDepth', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[["}')).toBe(1);
    expect(jsonDepth('"x"')).toBe(0);
  });

  it('stops early past the limit, so 60,000 levels cost nothing', () => {
    const deep = '['.repeat(60_000) + ']'.repeat(60_000);
    expect(jsonDepth(deep, 16)).toBe(17);
  });
});

describe('validateInput', () => {
  it.each([[['a']], ['text'], [42], [true]])(
    'refuses a body that is not an object: %p',
    async (body) => {
      const error = await failure(validateInput(newsletterSchema, body));
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).message).toBe(inputMessages.notAnObject);
    },
  );

  it('refuses a field of the wrong type with that field’s own message', async () => {
    for (const value of [['a@b.co'], { toString: 1 }, 12, true]) {
      const error = await failure(validateInput(newsletterSchema, { email: value }));
      expect(error).toBeInstanceOf(InvalidFieldsError);
      expect((error as InvalidFieldsError).errors).toEqual({
        email: 'Please enter your email address.',
      });
    }
    const scale = await failure(
      validateInput(questionnaireSchema.pick(['alignmentScale']), { alignmentScale: { a: 1 } }),
    );
    expect((scale as InvalidFieldsError).errors).toEqual({
      alignmentScale: 'Please choose a number from 1 to 10',
    });
  });

  it('reads only the schema’s own fields, never built-in names', async () => {
    await expect(
      validateInput(newsletterSchema, {
        email: 'a@b.co',
        constructor: 1,
        toString: 1,
        hasOwnProperty: [],
      }),
    ).resolves.toEqual({ email: 'a@b.co' });
    const inherited = Object.create({ email: 'a@b.co' }) as object;
    expect(await failure(validateInput(newsletterSchema, inherited))).toBeInstanceOf(HttpError);
  });

  it('refuses NUL characters, integers beyond the database and over-long text', async () => {
    const nul = await failure(validateInput(newsletterSchema, { email: 'a\u0000@b.co' }));
    expect((nul as InvalidFieldsError).errors).toEqual({ email: inputMessages.nulCharacter });
    const big = await failure(
      validateInput(questionnaireSchema.pick(['bookingId']), { bookingId: 2 ** 31 }),
    );
    expect((big as InvalidFieldsError).errors).toEqual({ bookingId: 'Invalid booking id' });
    const long = await failure(validateInput(scheduleSchema, { scheduledAt: 'x'.repeat(30_000) }));
    expect((long as InvalidFieldsError).errors.scheduledAt).toEqual(expect.any(String));
  });

  it('treats null as absent, so the field’s required message answers', async () => {
    const error = await failure(validateInput(newsletterSchema, { email: null }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors).toEqual(['Please enter your email address.']);
  });
});
