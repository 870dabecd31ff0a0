import data from './media-kit.json';

export interface Bio {
  words: number;
  /** `{name}` stands for the coach's name from the site settings. */
  text: string;
}

/** Speaker bios of 50, 100, 200 and 500 words, shared with the media kit PDF. */
export const bios = data.bios as Bio[];

export function fillName(text: string, coachName: string): string {
  return text.replaceAll('{name}', coachName);
}
