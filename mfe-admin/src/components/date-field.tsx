import styled from 'styled-components';
import { Input } from './ui';

/** A calendar page drawn in `colour`, as a data address for a background. */
function calendarIcon(colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" fill="none" stroke="${colour}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"><rect x="2.75" y="4" width="14.5" height="13.25" rx="2"/><path d="M2.75 8.25h14.5M6.5 2.5v3M13.5 2.5v3"/><path d="M6.25 11.5h1.5M9.25 11.5h1.5M12.25 11.5h1.5M6.25 14.25h1.5M9.25 14.25h1.5" stroke-width="1.8"/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/**
 * The back office's one date field: the other inputs' height, border, radius and font, with a
 * drawn calendar icon where the browser puts its own. The browser's picker stays (on a phone it is
 * the accessible one): its invisible button lies over the icon, so a click there opens it. Where
 * the browser has no such button to hide (Firefox), its own icon is left alone.
 */
export const DateInput = styled(Input).attrs({ type: 'date' })`
  position: relative;
  font-variant-numeric: tabular-nums;

  @supports selector(::-webkit-calendar-picker-indicator) {
    padding-right: 2.75rem;
    background-image: ${({ theme }) => calendarIcon(theme.colors.navy)};
    background-repeat: no-repeat;
    background-position: right 0.75rem center;
    background-size: 1.25rem 1.25rem;

    &::-webkit-calendar-picker-indicator {
      position: absolute;
      top: 0;
      right: 0;
      bottom: 0;
      width: 2.75rem;
      height: auto;
      margin: 0;
      padding: 0;
      opacity: 0;
      cursor: pointer;
    }
    &:disabled {
      background-image: ${({ theme }) => calendarIcon(theme.colors.muted)};
    }
  }
`;
