import { useQuery } from '@tanstack/react-query';
import styled, { keyframes } from 'styled-components';
import type { Testimonial } from '@site/contracts/api-types';
import { TestimonialPicture } from '@site/ui/testimonial-mark';
import { Grid } from '../../../components/layout';
import { Stars } from '../../../components/stars';
import { testimonialsQueryOptions } from '../api/get-testimonials';
import { fallbackTestimonials, TESTIMONIALS_SHOWN } from './fallback-testimonials';

const Quote = styled.figure`
  display: flex;
  flex-direction: column;
  height: 100%;
  margin: 0;
  min-height: 17rem;
  padding: 1.75rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid rgb(230 199 122 / 0.35);
  background: rgb(245 239 227 / 0.06);

  blockquote {
    flex: 1;
    margin: 0 0 1.25rem;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.ivory};
  }

  figcaption {
    display: flex;
    align-items: center;
    gap: 0.875rem;
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.goldLight};
  }
`;

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

const Placeholder = styled.div`
  min-height: 17rem;
  border-radius: ${({ theme }) => theme.radius};
  background: rgb(245 239 227 / 0.08);
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

/**
 * The first three testimonials from the server; the three built-in five-star ones when it has none
 * or fails. While they load, three placeholders of the same size keep the layout still.
 */
export function TestimonialsList() {
  const { data, isPending, isError } = useQuery(testimonialsQueryOptions());

  if (isPending) {
    return (
      <Grid $min="17rem" role="status" aria-label="Loading testimonials">
        {Array.from({ length: TESTIMONIALS_SHOWN }, (_, index) => (
          <Placeholder key={index} />
        ))}
      </Grid>
    );
  }

  const shown: readonly Testimonial[] =
    !isError && data.length > 0 ? data.slice(0, TESTIMONIALS_SHOWN) : fallbackTestimonials;

  return (
    <Grid
      $min="17rem"
      as="ul"
      aria-label="Client testimonials"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {shown.map((testimonial) => (
        <li key={testimonial.id}>
          <Quote>
            <Stars rating={testimonial.rating} />
            <blockquote>&ldquo;{testimonial.content}&rdquo;</blockquote>
            <figcaption>
              <TestimonialPicture
                id={testimonial.id}
                name={testimonial.name}
                headshot={testimonial.headshot}
              />
              <span>
                <strong>{testimonial.name}</strong>
                {testimonial.title}
              </span>
            </figcaption>
          </Quote>
        </li>
      ))}
    </Grid>
  );
}
