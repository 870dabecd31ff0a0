import styled from 'styled-components';

/* A note on the page header's navy, not a control: the shield in light gold beside a line of
   text, with no border or fill that would make it read as a button. */
const Badge = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ivory};
  text-align: start;

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.goldLight};
  }
`;

/** '100% guarantee, love it or your money back' beside a shield: a note under the page's title. */
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
