import styled from 'styled-components';
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

const List = styled.ul`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
  margin: 2rem 0 0;
  padding: 0;
  list-style: none;
`;

const Quote = styled.figure`
  height: 100%;
  margin: 0;
  padding: 1.75rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid rgb(230 199 122 / 0.35);
  background: rgb(245 239 227 / 0.06);

  blockquote {
    margin: 0 0 1.25rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.1rem;
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

/** What event organizers say after booking a keynote. */
export function OrganizerTestimonials() {
  return (
    <Band $tone="dark" aria-labelledby="organizers-title">
      <Inner>
        <Centered>
          <Eyebrow $onDark>From the organizers</Eyebrow>
          <SectionTitle id="organizers-title">What event organizers say</SectionTitle>
        </Centered>
        <List>
          {quotes.map((item, index) => (
            <li key={item.author}>
              <Quote>
                <blockquote>&ldquo;{item.quote}&rdquo;</blockquote>
                <figcaption>
                  <TestimonialPicture id={index} name={item.author} />
                  <span>
                    <strong>{item.author}</strong>
                    {item.event}
                  </span>
                </figcaption>
              </Quote>
            </li>
          ))}
        </List>
      </Inner>
    </Band>
  );
}
