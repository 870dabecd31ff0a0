import data from './at-a-glance.json';

/** A way of speaking to an audience, with its usual length. */
export interface SpeakingFormat {
  name: string;
  length: string;
  text: string;
}

/** One engagement of the speaking record: the kind of event, where and the year, as written. */
export interface Stage {
  kind: string;
  city: string;
  year: string;
}

/** The formats offered, each with its length. */
export const speakingFormats = data.formats as SpeakingFormat[];

/** Audience sizes and where the speaker travels from. */
export const speakingFacts = data.facts as { label: string; value: string }[];

/**
 * Recent engagements, newest first. The years are plain text kept with the record, never worked
 * out from today's date.
 */
export const recentStages = data.stages as Stage[];
