import data from './keynotes.json';

export interface Keynote {
  id: string;
  title: string;
  audience: string;
  /** The Reality: the problem the audience lives with. */
  problem: string;
  /** My Story: why the coach knows this problem from the inside. */
  story: string;
  /** What They'll Learn. */
  learnings: string[];
  /** Why Me. */
  credibility: string;
  outcome: string;
  /** 'primary' is the most requested talk, 'secondary' the second most requested. */
  badge: 'primary' | 'secondary' | null;
}

/** The keynote topics, shared with the media kit PDF (scripts/make-media-kit.mjs reads the JSON). */
export const keynotes = data as Keynote[];
