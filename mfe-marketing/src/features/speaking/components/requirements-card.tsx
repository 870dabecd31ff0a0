import styled from 'styled-components';
import { Card } from '../../../components/layout';

const List = styled.ul`
  margin: 0 0 1rem;
  padding-left: 1.25rem;

  li + li {
    margin-top: 0.4rem;
  }

  @media (max-width: 599.98px) {
    li + li {
      margin-top: 0.2rem;
    }
  }
`;

/* The card is as tall as the media kit beside it: its closing line sits at the foot. */
const RequirementsCardFrame = styled(Card)`
  display: flex;
  flex-direction: column;

  /* Phones: the card's text at the small size, so the stacked cards stay short. */
  @media (max-width: 599.98px) {
    padding: 1.1rem 1rem;
    font-size: ${({ theme }) => theme.type.small};
  }
`;

const Footer = styled.p`
  margin-top: auto !important;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * What a booking involves. Speaking inquiries are answered within 48 hours at the latest; most
 * hear back within 24, and the card says both.
 */
export function RequirementsCard() {
  return (
    <RequirementsCardFrame aria-labelledby="requirements-title">
      <h3 id="requirements-title">Speaking Requirements</h3>
      <List>
        <li>Keynote length: 60–90 minutes, tailored to your audience</li>
        <li>Live Q&amp;A with the audience after the talk</li>
        <li>A preparation call with your team a few weeks before the event</li>
        <li>Booking ideally 3–6 months ahead of the event date</li>
        <li>Standard stage setup: lavalier or headset microphone, screen for slides</li>
      </List>
      <Footer>
        Send your event date, audience and theme: most inquiries hear back within 24 hours, and
        every one within 48 hours.
      </Footer>
    </RequirementsCardFrame>
  );
}
