/**
 * The figures the site states in more than one place, each said once: the home page's results
 * and the speaking page's tiles name the same revenue with the same label.
 */
export const revenueGenerated = {
  /** The revenue as a plain figure, beside the home page's other plain figures (34+, 20+, 10K+). */
  figure: '1B+',
  /** The revenue in dollars, beside the speaking page's percentages and scores. */
  dollars: '$1B+',
  label: 'Revenue generated',
} as const;
