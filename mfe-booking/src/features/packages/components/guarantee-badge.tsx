import styled from 'styled-components';

const Badge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  margin: 0;
  padding: 0.6rem 1.1rem;
  border: 2px solid ${({ theme }) => theme.colors.gold};
  border-radius: 999px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.surface};

  svg {
    flex: none;
  }

  /* On phones (on the page header's navy) the promise is a line of text beside its shield, not a
     pill: a pill two lines tall reads as a chunky button. */
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    align-items: flex-start;
    padding: 0;
    border: 0;
    border-radius: 0;
    background: none;
    color: ${({ theme }) => theme.colors.ivory};
    text-align: start;

    svg {
      color: ${({ theme }) => theme.colors.goldLight};
    }
  }
`;

/** '100% guarantee, love it or your money back' with a shield: a pill, a text line on phones. */
export function GuaranteeBadge() {
  return (
    <Badge>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path
          d="m8.5 12 2.5 2.5 4.5-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      100% guarantee, love it or your money back
    </Badge>
  );
}
