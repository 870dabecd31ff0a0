import { messageOpening, messageOpeningLength, portalMessages } from '../client-portal';

describe('the start of a client’s message in the coach’s notice', () => {
  it('is one line: line breaks and runs of spaces fold into one space', () => {
    expect(messageOpening('  Hi Adrian,\n\nsee you   soon  ')).toBe('Hi Adrian, see you soon');
  });

  it('is cut at a word with an ellipsis when more was written', () => {
    const text = 'Hi Adrian, is there any chance we could move Thursday to the late afternoon?';
    const opening = messageOpening(text);
    expect(opening).toBe('Hi Adrian, is there any chance we could move Thursday to the…');
    expect(opening.length).toBeLessThanOrEqual(messageOpeningLength + 1);
  });

  it('cuts a single overlong word at the length', () => {
    expect(messageOpening('x'.repeat(100))).toBe(`${'x'.repeat(messageOpeningLength)}…`);
  });

  it('names who wrote, Priority first for priority support, and a client without a name', () => {
    expect(portalMessages.newMessageSubject('Maya Chen', 'Hi Adrian, is there', false)).toBe(
      'Maya Chen wrote: Hi Adrian, is there',
    );
    expect(portalMessages.newMessageSubject('Maya Chen', 'Hi', true)).toBe(
      'Priority: Maya Chen wrote: Hi',
    );
    expect(portalMessages.newMessageSubject(' ', 'Hi', false)).toBe('A client wrote: Hi');
  });
});
