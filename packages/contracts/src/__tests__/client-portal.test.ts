import { portalMessages } from '../client-portal';

describe('the coach’s notice of a client’s message', () => {
  it('names who wrote, Priority first for priority support, and a client without a name', () => {
    expect(portalMessages.newMessageSubject('Maya Chen', false)).toBe('Maya Chen wrote to you');
    expect(portalMessages.newMessageSubject('Maya Chen', true)).toBe(
      'Priority: Maya Chen wrote to you',
    );
    expect(portalMessages.newMessageSubject(' ', false)).toBe('A client wrote to you');
  });
});
