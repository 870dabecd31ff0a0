import styled from 'styled-components';

/** An inline message in the flow of a card: an error (announced at once) or a plain note. */
export const InlineMessage = styled.p<{ $tone?: 'error' | 'note' }>`
  margin: 0.75rem 0;
  padding: 0.75rem 1rem;
  border-radius: 8px;
  border-left: 4px solid
    ${({ theme, $tone = 'note' }) =>
      $tone === 'error' ? theme.colors.destructive : theme.colors.gold};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.ivory};
`;
