import styled from 'styled-components';

/* The list's row is shared with the other cards (the tallest list sets it): items keep their
   spacing at the top instead of spreading over the extra height. */
const List = styled.ul`
  display: grid;
  align-content: start;
  gap: 0.5rem;
  margin: 1rem 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
  }

  svg {
    flex: none;
    margin-top: 0.3rem;
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** A package's features with check marks. */
export function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <List>
      {features.map((feature) => (
        <li key={feature}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="m3 8.5 3 3 7-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {feature}
        </li>
      ))}
    </List>
  );
}
