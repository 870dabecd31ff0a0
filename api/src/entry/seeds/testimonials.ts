import type { TestimonialInput } from '../../modules/site';

/**
 * Starter testimonials (original text), each inserted once by name (see `runSeeds`): editing one
 * here changes new installs only; the owner edits his own in the back office.
 */
export const seedTestimonials: TestimonialInput[] = [
  {
    name: 'Mara Lindqvist',
    title: 'Founder & CEO, Northwind Analytics',
    content:
      'I came in convinced I had a time-management problem. Three sessions later I understood I had been running my company as someone I am not. I restructured my role around what I am actually good at, and revenue grew while my working week shrank by a third.',
    rating: 5,
    sortOrder: 1,
  },
  {
    name: 'Daniel Okafor',
    title: 'Managing Director, Private Equity',
    content:
      'Blunt, precise and strangely kind. The Two of You work named the exact gap I had felt for a decade between the person I present in boardrooms and the one who goes home. No fluff, no mantras: a map and the next step.',
    rating: 5,
    sortOrder: 2,
  },
  {
    name: 'Priya Raman',
    title: 'Author and Leadership Speaker',
    content:
      "I have done a lot of personal development. This was the first time someone showed me my strengths as a pattern instead of a list. My talks changed within a month because I finally stopped borrowing other people's voices.",
    rating: 5,
    sortOrder: 3,
  },
  {
    name: 'Tomás Herrera',
    title: 'Co-founder, Alto Ventures',
    content:
      'The discovery call alone was worth more than most paid programmes I have tried. The ten-session package took me from burned out and successful to simply successful, and I sleep again.',
    rating: 5,
    sortOrder: 4,
  },
  {
    name: 'Elise Fontaine',
    title: 'Chief Operating Officer, Meridian Health',
    content:
      "What I valued most was the honesty. Early on I was told which of my goals were really someone else's. Uncomfortable, and exactly what I needed to make a career decision I had postponed for three years.",
    rating: 4,
    sortOrder: 5,
  },
];
