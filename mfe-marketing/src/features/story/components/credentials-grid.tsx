import styled from 'styled-components';
import { Band, Centered, Eyebrow, Inner, SectionTitle } from '../../../components/layout';

const credentials = [
  {
    figure: '34+',
    title: 'Years consciousness mastery',
    text: 'More than three decades of daily practice, study and teaching across over twenty wisdom traditions.',
  },
  {
    figure: '$1B+',
    title: 'Business success',
    text: 'Companies and deals I helped build generated over a billion dollars. I know the world my clients work in.',
  },
  {
    figure: null,
    title: 'Strength-based approach',
    text: 'We build on the pattern you already have, instead of another programme of fixing what is wrong with you.',
  },
  {
    figure: null,
    title: 'Synthesis philosophy',
    text: 'The shared truths of many traditions, combined into one practical path and tested against real results.',
  },
];

const Tiles = styled.ul`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  margin: 2rem 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: 1.75rem 1.5rem;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid rgb(230 199 122 / 0.35);
    background: rgb(245 239 227 / 0.06);
  }

  h3 {
    margin: 0 0 0.5rem;
    font-size: ${({ theme }) => theme.type.h3};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
`;

const Figure = styled.span`
  display: block;
  margin: 0 0 0.5rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 2rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.goldLight};
`;

const Mark = styled.span`
  display: block;
  width: 3rem;
  height: 3rem;
  margin-bottom: 0.5rem;
  border: 2px solid ${({ theme }) => theme.colors.goldLight};
  border-radius: 50%;
  box-shadow: inset 0 0 0 8px rgb(230 199 122 / 0.25);
`;

/** What stands behind the work. */
export function CredentialsGrid() {
  return (
    <Band $tone="dark" aria-labelledby="credentials-title">
      <Inner>
        <Centered>
          <Eyebrow $onDark>Credentials</Eyebrow>
          <SectionTitle id="credentials-title">What I bring to the room</SectionTitle>
        </Centered>
        <Tiles>
          {credentials.map((credential) => (
            <li key={credential.title}>
              <h3>
                {credential.figure ? (
                  <Figure>{credential.figure}</Figure>
                ) : (
                  <Mark aria-hidden="true" />
                )}
                {credential.title}
              </h3>
              <p>{credential.text}</p>
            </li>
          ))}
        </Tiles>
      </Inner>
    </Band>
  );
}
