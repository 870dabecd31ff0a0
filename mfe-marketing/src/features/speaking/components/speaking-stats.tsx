import styled from 'styled-components';

const stats = [
  { value: '98%', label: 'Would recommend' },
  { value: '9.7/10', label: 'Engagement' },
  { value: '30+', label: 'Years' },
  { value: '$1B+', label: 'Business results' },
];

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  margin: 0;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  div {
    display: flex;
    flex-direction: column-reverse;
    padding: 1.5rem 1rem;
    text-align: center;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0 0 0.25rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: clamp(1.75rem, 5vw, 2.5rem);
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

/** The four figures organizers ask about first. */
export function SpeakingStats() {
  return (
    <Tiles aria-label="Speaking in numbers">
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </Tiles>
  );
}
