import type { Testimonial } from '@site/contracts/api-types';

/** How many testimonials the home page shows. */
export const TESTIMONIALS_SHOWN = 3;

/**
 * Shown when the server has no testimonials or cannot be reached, so the results section is never
 * empty. Each carries five stars.
 */
export const fallbackTestimonials: readonly Testimonial[] = [
  {
    id: -1,
    name: 'Founder, technology company',
    title: 'One-to-one client',
    content:
      'I had every marker of success and none of the peace I expected to come with it. Within weeks I could see exactly where I had been performing a version of myself, and I rebuilt my role around who I actually am.',
    rating: 5,
  },
  {
    id: -2,
    name: 'Executive, financial services',
    title: 'Five-session client',
    content:
      'No motivational fluff. A precise mirror, a clear framework and the next honest step. It is the first personal work that made my business sharper instead of softer.',
    rating: 5,
  },
  {
    id: -3,
    name: 'Keynote attendee',
    title: 'Leadership conference',
    content:
      'I walked in expecting another talk about mindset and walked out understanding my own pattern for the first time. I still use the Four Freedoms on every big decision.',
    rating: 5,
  },
];
