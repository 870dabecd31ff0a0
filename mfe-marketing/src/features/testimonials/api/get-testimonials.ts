import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import type { Testimonial } from '@site/contracts/api-types';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { testimonials } from '@site/contracts/endpoints/site';

export const testimonialKeys = {
  all: queryKeyOf(testimonials),
};

export function getTestimonials(): Promise<Testimonial[]> {
  return getJson<Testimonial[]>(urlOf(testimonials));
}

/** The public testimonials; the home page prefetches them with these same options. */
export function testimonialsQueryOptions() {
  return queryOptions({ queryKey: testimonialKeys.all, queryFn: getTestimonials });
}
