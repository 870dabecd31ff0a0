import styled from 'styled-components';
import { CardGrid } from '@site/ui/card-grid';
import { TestimonialCard, testimonialColumns } from '@site/ui/testimonial-card';
import { TestimonialPicture } from '@site/ui/testimonial-mark';
import { Band, Centered, Eyebrow, Inner, SectionTitle } from '../../../components/layout';

const quotes = [
  {
    quote:
      'Our closing keynote usually loses half the room to the airport. Nobody left. Three months later our people still quote the Two of You in leadership meetings.',
    author: 'Head of Events',
    event: 'Annual leadership summit, professional services firm',
  },
  {
    quote:
      'The preparation call alone told me this would be different. The talk was tailored to our members, honest about money and freedom, and the Q&A ran forty minutes over because no one wanted to stop.',
    author: 'Programme Chair',
    event: 'Founders and investors forum',
  },
  {
    quote:
      'Highest-rated session of our conference, by a distance. Practical enough for the engineers, deep enough for everyone else, and delivered with real warmth.',
    author: 'Conference Director',
    event: 'Technology and culture conference',
  },
];

const List = styled(CardGrid)`
  margin-top: 2rem;
`;

/** What event organizers say after booking a keynote. */
export function OrganizerTestimonials() {
  return (
    <Band $tone="dark" aria-labelledby="organizers-title">
      <Inner>
        <Centered>
          <Eyebrow $onDark>From the organizers</Eyebrow>
          <SectionTitle id="organizers-title">What event organizers say</SectionTitle>
        </Centered>
        <List
          as="ul"
          $count={quotes.length}
          $columns={testimonialColumns}
          $rows={3}
          $maxCardWidth="40rem"
          $phoneScroll
        >
          {quotes.map((item, index) => (
            <li key={item.author}>
              <TestimonialCard
                quote={item.quote}
                name={item.author}
                role={item.event}
                portrait={<TestimonialPicture id={index} name={item.author} />}
              />
            </li>
          ))}
        </List>
      </Inner>
    </Band>
  );
}
