import { detailInWords } from '../changed-fields';

describe('an activity-log detail in words', () => {
  it('names the site settings a save changed by the settings form’s labels, not their codes', () => {
    expect(detailInWords('settings.update', 'Changed: freeCallFirst, contactEmail')).toBe(
      'Changed: First free call starts at, Contact email',
    );
    expect(detailInWords('settings.update', 'Changed: coachName')).toBe('Changed: Your name');
  });

  it('names the schedules’ parts a save changed by the Schedules screen’s headings', () => {
    expect(detailInWords('schedules.update', 'Changed: timeZone, freeCall')).toBe(
      'Changed: Your time zone, Free strategy call',
    );
  });

  it('names the fields a post’s save changed by the editor’s labels', () => {
    expect(detailInWords('post.save', 'Changed: slug, seoDescription, content')).toBe(
      'Changed: Address, SEO description, Text',
    );
  });

  it('leaves any other detail, and a field it does not know, as recorded', () => {
    expect(detailInWords('settings.update', 'Nothing changed')).toBe('Nothing changed');
    expect(detailInWords('settings.update', 'Changed: coachName, newThing')).toBe(
      'Changed: Your name, newThing',
    );
    expect(detailInWords('post.create', 'Changed: title')).toBe('Changed: title');
  });
});
