import styled from 'styled-components';

/**
 * A form's actions and where it stands, kept at the foot of the window while any of the form is in
 * view (the post editor, the schedules). Put it last in the form: it takes its own room there, so
 * at the end of the page it covers nothing, and a field reached by the keyboard scrolls clear
 * above it. Give it `role="group"` and a name that says what its actions do.
 */
export const StickyActionBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  justify-content: space-between;
  margin-top: 1rem;
  padding: 0.625rem clamp(0.75rem, 3vw, 1.25rem);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 -4px 16px rgb(0 0 0 / 8%);
`;
