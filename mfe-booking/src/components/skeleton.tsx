import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

/** A grey block standing in for content that is not there yet; hidden from screen readers. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{
  $height: string;
  $width?: string;
}>`
  height: ${({ $height }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

const Status = styled.p`
  margin: 0 0 1rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A loading sentence announced to screen readers, above skeleton blocks sized like the content. */
export function LoadingStatus({ children }: { children: string }) {
  return (
    <Status role="status" aria-live="polite">
      {children}
    </Status>
  );
}
