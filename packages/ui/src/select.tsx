import styled, { css } from 'styled-components';
import { theme } from './theme';

/** The chevron every select draws at its end, in the site's navy (an SVG in the stylesheet). */
const selectChevron = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M3.5 6 8 10.5 12.5 6" fill="none" stroke="${theme.colors.navy}" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
)}")`;

/** The chevron drawn at a field's end, `inset` from its right edge (a select, a list's search box). */
export const selectChevronBackground = (inset: string) => css`
  background-image: ${selectChevron};
  background-repeat: no-repeat;
  background-position: right ${inset} center;
  background-size: 1rem 1rem;
`;

/**
 * The site's one select: the browser's own arrow replaced by a drawn chevron, set in from the
 * edge with room kept for it, so the choice's words never run under it. At least 44 px tall,
 * never wider than its column (a long option is cut at the chevron, not the page); a refused
 * value (`aria-invalid`) takes the destructive border. Every public form's select is this one.
 *
 * ```tsx
 * <label htmlFor="contact-inquiryType">Inquiry Type</label>
 * <Select id="contact-inquiryType" value={value} onChange={change}>…</Select>
 * ```
 */
export const Select = styled.select`
  /* Doubled class: the select's look holds inside a form's own field rules. */
  && {
    appearance: none;
    width: 100%;
    min-width: 0;
    max-width: 100%;
    min-height: 44px;
    padding: 0.6rem 2.5rem 0.6rem 0.85rem;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: 8px;
    font: inherit;
    text-overflow: ellipsis;
    color: ${({ theme }) => theme.colors.text};
    background-color: ${({ theme }) => theme.colors.surface};
    ${selectChevronBackground('0.85rem')}
    cursor: pointer;
  }

  &&:hover {
    border-color: ${({ theme }) => theme.colors.navy};
  }

  &&[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.destructive};
  }

  &&:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }

  /* On phones the choice's words get the most room the chevron leaves (a zone's longest name). */
  ${({ theme }) => theme.media.mobile} {
    && {
      padding-inline: 0.6rem 2rem;
      background-position: right 0.6rem center;
    }
  }
`;
