import { yearsOfExperience } from './figures';
import { paths } from './routes';

/**
 * The one-line description of each public page that has a fixed one: its meta description (search
 * results, link previews) and its line on the site map page. A page whose line depends on what it
 * shows (a blog category, the free call's hours) writes its own.
 */
export const pageDescriptions = {
  [paths.home]:
    'Authentic success starts when your True Self and Expressive Self align. Discover your pattern, the four frameworks and ways to work together.',
  [paths.about]: `From rock bottom to a billion-dollar prison to ultimate freedom: the story behind ${yearsOfExperience.value} years of consciousness mastery and the frameworks it produced.`,
  [paths.philosophy]:
    'Four frameworks for authentic success: Two of You Alignment, Personal Superpower, Synthesis Synergy and Four Freedoms.',
  [paths.speaking]:
    'Keynotes on authenticity, consciousness and success for leaders, entrepreneurs and event audiences. 60–90 minutes with Q&A.',
  [paths.consulting]:
    'One-to-one consulting for high achievers who want success that fulfils. Start with a free 15-minute discovery call.',
  [paths.specials]:
    'Single sessions and 5- and 10-session packages, with a 100% guarantee: love it or your money back.',
  [paths.resources]:
    'The complete guides to the Two of You, Personal Superpower, Synthesis Synergy and Four Freedoms frameworks, and the essays to read before a session.',
  [paths.blog]:
    'Articles and complete framework guides on authenticity, alignment, consciousness and success that fulfils.',
  [paths.connect]:
    'Have specific questions about consciousness mastery, authentic success or alignment? Connect directly for personalized guidance.',
  [paths.privacyPolicy]: 'How this site collects, uses and protects your personal information.',
  [paths.termsOfService]: 'The terms that apply to using this site and booking consultations.',
  [paths.siteMap]:
    'Every page of the site in one place: the story, the work together, the writing and the site’s own pages.',
} as const satisfies Partial<Record<string, string>>;

/** A page's fixed description, or none when its line depends on what it shows. */
export function pageDescription(path: string): string | undefined {
  return (pageDescriptions as Partial<Record<string, string>>)[path];
}
