import { changedFields } from './audit-detail';

describe('what an audit entry says a save changed', () => {
  it('names the fields whose values differ, never the values', () => {
    const detail = changedFields(
      { coachName: 'Adrian', postalAddress: '1 Old Street', meetingUrl: 'https://meet/secret-a' },
      { coachName: 'Adrian', postalAddress: '2 New Street', meetingUrl: 'https://meet/secret-b' },
      ['coachName', 'postalAddress', 'meetingUrl'],
    );
    expect(detail).toBe('Changed: postalAddress, meetingUrl');
    expect(detail).not.toMatch(/Street|secret/);
  });

  it('compares lists by their content, and says when nothing changed', () => {
    expect(changedFields({ tags: ['a', 'b'] }, { tags: ['a', 'b'] }, ['tags'])).toBe(
      'Nothing changed',
    );
    expect(changedFields({ tags: ['a'] }, { tags: ['a', 'b'] }, ['tags'])).toBe('Changed: tags');
  });
});
