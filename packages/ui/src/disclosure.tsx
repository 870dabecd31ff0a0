import type { ReactNode } from 'react';
import styled from 'styled-components';

const Details = styled.details`
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  > summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    min-height: 44px;
    padding: 0.75rem 0;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
    cursor: pointer;
    list-style: none;
  }

  /* A title of two lines shares its words between them: never one word alone on the second. */
  > summary > span {
    text-wrap: balance;
  }

  > summary::-webkit-details-marker {
    display: none;
  }

  > summary:hover {
    color: ${({ theme }) => theme.colors.goldDark};
  }

  > summary svg {
    flex: none;
    width: 1.75rem;
    height: 1.75rem;
    padding: 0.375rem;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.colors.gold};
    color: ${({ theme }) => theme.colors.goldDark};
    transition: transform 0.2s ease;
  }

  &[open] > summary svg {
    transform: rotate(180deg);
  }

  > div {
    padding-bottom: 1rem;
  }
`;

/**
 * The one disclosure of the site: a full-width row with its label and a gold ring holding a
 * chevron that turns when open, instead of the browser's triangle. Built on `<details>`, so the
 * text is in the page's HTML (search engines read it) and opens without script.
 *
 * ```tsx
 * <Disclosure summary="100-word bio"><p>…</p></Disclosure>
 * ```
 */
export function Disclosure({
  summary,
  children,
  className,
}: {
  summary: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Details className={className}>
      <summary>
        <span>{summary}</span>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path
            d="m3.5 6 4.5 4.5L12.5 6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </summary>
      <div>{children}</div>
    </Details>
  );
}
