import { useQuery } from '@tanstack/react-query';
import styled, { keyframes } from 'styled-components';
import type { Testimonial } from '@site/contracts/api-types';
import { CardGrid } from '@site/ui/card-grid';
import { CarouselControls, useCarousel } from '@site/ui/carousel';
import { TestimonialCard, testimonialColumns } from '@site/ui/testimonial-card';
import { distinctMarks, TestimonialPicture } from '@site/ui/testimonial-mark';
import { Stars } from '../../../components/stars';
import { testimonialsQueryOptions } from '../api/get-testimonials';
import { fallbackTestimonials, TESTIMONIALS_SHOWN } from './fallback-testimonials';

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
 * or fails. While they load, three placeholders of the same size keep the layout still. Below the
 * desktop width they stand in one row that scrolls sideways, one card at a time, with previous and
 * next buttons and "1 of 3" under it; on a desktop all three show at once, without controls.
 */
export function TestimonialsList() {
  const { data, isPending, isError } = useQuery(testimonialsQueryOptions());
  const shown: readonly Testimonial[] =
    !isError && data && data.length > 0 ? data.slice(0, TESTIMONIALS_SHOWN) : fallbackTestimonials;
  const { attachRow, rowId, position, go } = useCarousel(shown.length, 'client-testimonials');
  // Each person on the page has a mark of his own.
  const marks = distinctMarks(shown.map((testimonial) => testimonial.id));

  if (isPending) {
    return (
      <CardGrid
        $count={TESTIMONIALS_SHOWN}
        $columns={testimonialColumns}
        $maxCardWidth="40rem"
        role="status"
        aria-label="Loading testimonials"
      >
        {Array.from({ length: TESTIMONIALS_SHOWN }, (_, index) => (
          <Placeholder key={index} />
        ))}
      </CardGrid>
    );
  }

  return (
    <>
      <CardGrid
        as="ul"
        ref={attachRow}
        id={rowId}
        $count={shown.length}
        $columns={testimonialColumns}
        $rows={3}
        $maxCardWidth="40rem"
        $phoneScroll
        $tabletScroll
        aria-label="Client testimonials"
      >
        {shown.map((testimonial, index) => (
          <li key={testimonial.id}>
            <TestimonialCard
              rating={<Stars rating={testimonial.rating} />}
              quote={testimonial.content}
              name={testimonial.name}
              role={testimonial.title}
              portrait={
                <TestimonialPicture
                  id={testimonial.id}
                  mark={marks[index]}
                  name={testimonial.name}
                  headshot={testimonial.headshot}
                />
              }
            />
          </li>
        ))}
      </CardGrid>
      <CarouselControls
        rowId={rowId}
        position={position}
        onStep={go}
        count={shown.length}
        item="testimonial"
        onDark
      />
    </>
  );
}
