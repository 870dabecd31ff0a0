import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import type { Testimonial } from '@site/contracts/api-types';

export const testimonialKeys = {
  all: ['testimonials'] as const,
};

export function getTestimonials(): Promise<Testimonial[]> {
  return getJson<Testimonial[]>('/api/testimonials');
}

/** The public testimonials; the home page prefetches them with these same options. */
export function testimonialsQueryOptions() {
  return queryOptions({ queryKey: testimonialKeys.all, queryFn: getTestimonials });
}
