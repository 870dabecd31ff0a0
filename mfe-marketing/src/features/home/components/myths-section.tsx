import styled from 'styled-components';
import { eyebrowStyles } from '@site/ui/typography';
import { Band, Centered, Eyebrow, Inner, Lead, SectionTitle } from '../../../components/layout';

const myths = [
  {
    myth: 'Success will make you happy. Work harder, win bigger, and fulfilment follows.',
    truth:
      'Fulfilment comes first. Success built by your True Self feels like freedom; success built by your ego alone feels like a bigger cage.',
  },
  {
    myth: 'Fix your weaknesses and you will finally be enough.',
    truth:
      'Your weaknesses are rarely the problem. Your unused strengths are. Build around your natural pattern and most weaknesses stop mattering.',
  },
  {
    myth: 'Pick one path, one teacher, one tradition and follow it all the way.',
    truth:
      'Every tradition holds part of the truth. Combine what works from each, and let your own results be the authority.',
  },
];

const List = styled.ol`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Pair = styled.li`
  display: grid;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  border: 1px solid rgb(230 199 122 / 0.35);

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1fr 1fr;
  }

  > div {
    padding: clamp(1.25rem, 3vw, 1.75rem);
  }

  p {
    margin: 0;
  }
`;

const Label = styled.p<{ $truth?: boolean; $onDark?: boolean }>`
  ${eyebrowStyles}
  margin-bottom: 0.5rem !important;
  color: ${({ theme, $truth }) => ($truth ? theme.colors.navy : theme.colors.onDarkMuted)};
`;

const Myth = styled.div`
  color: ${({ theme }) => theme.colors.onDarkMuted};
  background: rgb(245 239 227 / 0.05);

  p:last-child {
    text-decoration: line-through;
    text-decoration-color: rgb(230 199 122 / 0.6);
  }
`;

const Truth = styled.div`
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.goldLight};
  font-weight: 600;
`;

/** Three common beliefs set against what the work shows instead. */
export function MythsSection() {
  return (
    <Band $tone="dark" aria-labelledby="backwards-title">
      <Inner>
        <Centered>
          <Eyebrow $onDark>Unlearn first</Eyebrow>
          <SectionTitle id="backwards-title">
            Why everything you’ve been taught is backwards
          </SectionTitle>
          <Lead $onDark>
            Most of the success advice you absorbed was designed for your Expressive Self. Here is
            what changes when you build from your True Self instead.
          </Lead>
        </Centered>
        <List>
          {myths.map(({ myth, truth }) => (
            <Pair key={myth}>
              <Myth>
                <Label>The myth</Label>
                <p>{myth}</p>
              </Myth>
              <Truth>
                <Label $truth>The truth</Label>
                <p>{truth}</p>
              </Truth>
            </Pair>
          ))}
        </List>
      </Inner>
    </Band>
  );
}
