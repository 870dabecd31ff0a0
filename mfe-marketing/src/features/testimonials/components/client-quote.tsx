import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { Testimonial } from '@site/contracts/api-types';
import { TestimonialCard } from '@site/ui/testimonial-card';
import { TestimonialPicture } from '@site/ui/testimonial-mark';
import { Stars } from '../../../components/stars';
import { Band, Centered, Eyebrow, Inner } from '../../../components/layout';
import { testimonialsQueryOptions } from '../api/get-testimonials';
import { fallbackTestimonials } from './fallback-testimonials';

/* One card at the measure of a quote, centred under its eyebrow. */
const Single = styled.div`
  max-width: 40rem;
  margin: 1.5rem auto 0;
`;

/* While the quotes load (a visit that came by a link), the card's room is kept. */
const Placeholder = styled.div`
  min-height: 17rem;
  border-radius: ${({ theme }) => theme.radius};
  background: rgb(245 239 227 / 0.08);
`;

/**
 * One client's words where a visitor decides: the first of the home page's testimonials (the
 * server's, or the built-in one when it has none or fails), in the site's one testimonial card
 * on navy, between the packages and who the work is for.
 */
export function ClientQuote() {
  const { data, isPending, isError } = useQuery(testimonialsQueryOptions());
  const shown: Testimonial | undefined =
    !isError && data && data.length > 0 ? data[0] : fallbackTestimonials[0];
  return (
    <Band $tone="dark" aria-label="In a Client’s Words">
      <Inner>
        <Centered>
          <Eyebrow $onDark>In a client’s words</Eyebrow>
        </Centered>
        <Single>
          {isPending || !shown ? (
            <Placeholder role="status" aria-label="Loading a client’s words" />
          ) : (
            <TestimonialCard
              rating={<Stars rating={shown.rating} />}
              quote={shown.content}
              name={shown.name}
              role={shown.title}
              portrait={
                <TestimonialPicture id={shown.id} name={shown.name} headshot={shown.headshot} />
              }
            />
          )}
        </Single>
      </Inner>
    </Band>
  );
}
