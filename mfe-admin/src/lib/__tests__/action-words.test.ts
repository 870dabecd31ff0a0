import { actionInWords } from '../action-words';

describe('an activity-log action in words', () => {
  it('reads a known action as the owner would say it', () => {
    expect(actionInWords('settings.update')).toBe('Changed the site settings');
    expect(actionInWords('client.sign-in')).toBe('A client signed in to the portal');
    // Made on the server, not in a browser: said in the owner's words, no "command line".
    expect(actionInWords('owner.create')).toBe('Owner account created by your web host');
  });

  it('says "their" of a client, never "his"', () => {
    expect(actionInWords('client.erasure-request')).toBe('A client asked to erase their data');
    expect(actionInWords('client.data-download')).toBe('A client downloaded their data');
    expect(actionInWords('client.timezone')).toBe('A client saved their time zone');
  });

  it('says a privacy request’s look-up and erasure as what they are, not "a person’s data"', () => {
    expect(actionInWords('person.view')).toBe('Looked up someone’s data (privacy request)');
    expect(actionInWords('person.erase')).toBe('Erased someone’s data (privacy request)');
  });

  it('reads an action it does not know yet as words, never as a code', () => {
    expect(actionInWords('calendar.colour-change')).toBe('Calendar: colour change');
    expect(actionInWords('testimonial.video.upload')).toBe('Testimonial: video upload');
    expect(actionInWords('export')).toBe('Export');
  });
});
