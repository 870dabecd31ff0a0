import { clientSessionCookies, portalMessages } from '../client-portal';
import {
  checkInMessages,
  checkInSchema,
  clientNoteSchema,
  noteMessages,
  signInWithCodeSchema,
  threadMessageSchema,
} from '../schemas/portal';

const errorsOf = async (
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  value: unknown,
) => {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    // A field shows one message: the same one twice (required and format) is one.
    return [...new Set((error as { errors: string[] }).errors)];
  }
};

describe('the portal forms', () => {
  it('take a code of exactly six digits', async () => {
    const email = 'ann@example.com';
    expect(await errorsOf(signInWithCodeSchema, { email, code: ' 123456 ' })).toEqual([]);
    for (const code of ['12345', '1234567', '12a456', ''])
      expect(await errorsOf(signInWithCodeSchema, { email, code })).toEqual([
        portalMessages.codeFormat,
      ]);
  });

  it('refuse an empty or too long message', async () => {
    expect(await errorsOf(threadMessageSchema, { body: '   ' })).toEqual([
      portalMessages.messageEmpty,
    ]);
    expect(await errorsOf(threadMessageSchema, { body: 'x'.repeat(5001) })).toEqual([
      portalMessages.messageTooLong,
    ]);
    expect(await errorsOf(threadMessageSchema, { body: 'x'.repeat(5000) })).toEqual([]);
  });

  it('keep action items to shared notes, one line each', async () => {
    expect(
      await errorsOf(clientNoteSchema, { visibility: 'private', body: 'b', actionItems: ['Walk'] }),
    ).toEqual([noteMessages.actionItemsPrivate]);
    expect(
      await errorsOf(clientNoteSchema, { visibility: 'shared', body: 'b', actionItems: ['Walk'] }),
    ).toEqual([]);
    expect(
      await errorsOf(clientNoteSchema, { visibility: 'shared', body: 'b', actionItems: ['a\nb'] }),
    ).toEqual([noteMessages.actionItem]);
    expect(await errorsOf(clientNoteSchema, { visibility: 'public', body: 'b' })).toEqual([
      noteMessages.visibility,
    ]);
  });

  it('rate a check-in from 1 to 10', async () => {
    const form = { wins: 'w', obstacles: 'o' };
    for (const rating of [0, 11, 5.5, 'x'])
      expect(await errorsOf(checkInSchema, { ...form, rating })).toEqual([checkInMessages.rating]);
    expect(await errorsOf(checkInSchema, { ...form, rating: 1 })).toEqual([]);
    expect(await errorsOf(checkInSchema, { ...form, rating: 10 })).toEqual([]);
  });

  it('forward only the portal session cookie', () => {
    expect(clientSessionCookies('a=1; client_session=abc; owner_session=x')).toBe(
      'client_session=abc',
    );
    expect(clientSessionCookies('__Host-client_session=s')).toBe('__Host-client_session=s');
    expect(clientSessionCookies('owner_session=x')).toBeUndefined();
  });
});
