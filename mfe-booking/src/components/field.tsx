import styled from 'styled-components';

/** A labelled form control: the label above, a select or input of at least 44 px below. */
export const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  margin-block: 1rem;
  /* Never wider than its column, whatever its longest option (a zone's name, say). */
  min-width: 0;

  label {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
  }

  select,
  input {
    min-height: 44px;
    width: 100%;
    min-width: 0;
    max-width: 100%;
    text-overflow: ellipsis;
    padding: 0.5rem 0.75rem;
    border: 1px solid #8a8f9c;
    border-radius: 8px;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }

  /* On phones a select's text gets the room its arrow leaves: a zone's longest name shows whole. */
  ${({ theme }) => theme.media.mobile} {
    select {
      padding-inline: 0.5rem 0.25rem;
      font-size: 1rem;
    }
  }
`;
