import styled from 'styled-components';

const Row = styled.p`
  display: flex;
  gap: 0.15rem;
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.gold};
`;

/** A star rating out of five, read out as "Rated 4 out of 5". */
export function Stars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <Row role="img" aria-label={`Rated ${filled} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <svg
          key={index}
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
            fill={index < filled ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </Row>
  );
}
