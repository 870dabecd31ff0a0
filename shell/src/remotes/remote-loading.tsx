import styled from 'styled-components';

const Wrapper = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.muted};
`;

export function RemoteLoading() {
  return (
    <Wrapper role="status" aria-live="polite">
      Loading…
    </Wrapper>
  );
}
