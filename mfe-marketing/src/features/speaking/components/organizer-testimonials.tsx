import styled from 'styled-components';
import { CardGrid } from '@site/ui/card-grid';
import { CarouselControls, useCarousel } from '@site/ui/carousel';
import { TestimonialCard, testimonialColumns } from '@site/ui/testimonial-card';
import { lineArtMarks, TestimonialPicture } from '@site/ui/testimonial-mark';
import { Band, Centered, Eyebrow, Inner, SectionTitle } from '../../../components/layout';

/**
 * The organizers' words, each with who said it, at what kind of event, and the line-art mark drawn
 * beside the name (a different one for each person, so the three never read as one logo repeated,
 * and none of the marks the first clients' testimonials on the home page take by their ids).
 */
const quotes = [
  {
    quote:
      'Our closing keynote usually loses half the room to the airport. Nobody left. Three months later our people still quote the Two of You in leadership meetings.',
    author: 'Helena Brandt',
    event: 'Head of Events, annual leadership summit of a professional services firm',
    mark: lineArtMarks.lighthouse,
  },
  {
    quote:
      'The preparation call alone told me this would be different. The talk was tailored to our members, honest about money and freedom, and the Q&A ran forty minutes over because no one wanted to stop.',
    author: 'Graham Whitlock',
    event: 'Programme Chair, a founders and investors forum',
    mark: lineArtMarks.bridge,
  },
  {
    quote:
      'Highest-rated session of our conference, by a distance. Practical enough for the engineers, deep enough for everyone else, and delivered with real warmth.',
    author: 'Naomi Castellanos',
    event: 'Conference Director, a technology and culture conference',
    mark: lineArtMarks.openDoor,
  },
];

const List = styled(CardGrid)`
  margin-top: 2rem;
`;

/**
 * What Event Organizers Say after booking a keynote: the site's one testimonial group, as the home
 * page's clients show it (a row to swipe through, one card at a time with the carousel's controls,
 * on phones and tablets; all three in a row on a desktop).
 */
export function OrganizerTestimonials() {
  const { attachRow, rowId, position, go } = useCarousel(quotes.length, 'organizer-testimonials');
  return (
    <Band $tone="dark" aria-labelledby="organizers-title">
      <Inner>
        <Centered>
          <Eyebrow $onDark>From the organizers</Eyebrow>
          <SectionTitle id="organizers-title">What Event Organizers Say</SectionTitle>
        </Centered>
        <List
          as="ul"
          ref={attachRow}
          id={rowId}
          $count={quotes.length}
          $columns={testimonialColumns}
          $rows={3}
          $maxCardWidth="40rem"
          $phoneScroll
          $tabletScroll
          aria-label="Event organizer testimonials"
        >
          {quotes.map((item) => (
            <li key={item.author}>
              <TestimonialCard
                quote={item.quote}
                name={item.author}
                role={item.event}
                portrait={<TestimonialPicture id={item.mark} mark={item.mark} name={item.author} />}
              />
            </li>
          ))}
        </List>
        <CarouselControls
          rowId={rowId}
          position={position}
          onStep={go}
          count={quotes.length}
          item="testimonial"
          onDark
        />
      </Inner>
    </Band>
  );
}
