import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import type { Testimonial } from '@site/contracts/api-types';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { testimonials } from '@site/contracts/endpoints/site';
import { smartQuotes } from '@site/ui/smart-quotes';

export const testimonialKeys = {
  all: queryKeyOf(testimonials),
};

/** The public testimonials, their words (quote, name, role) read with typographic quotes. */
export async function getTestimonials(): Promise<Testimonial[]> {
  const list = await getJson<Testimonial[]>(urlOf(testimonials));
  return list.map((testimonial) => ({
    ...testimonial,
    name: smartQuotes(testimonial.name),
    ...(testimonial.title == null ? {} : { title: smartQuotes(testimonial.title) }),
    content: smartQuotes(testimonial.content),
  }));
}

/** The public testimonials; the home page prefetches them with these same options. */
export function testimonialsQueryOptions() {
  return queryOptions({ queryKey: testimonialKeys.all, queryFn: getTestimonials });
}
