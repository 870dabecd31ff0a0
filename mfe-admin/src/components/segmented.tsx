import type { ReactNode } from 'react';
import styled from 'styled-components';
import { compactHeight, SmallButton } from './ui';

/**
 * Buttons joined into one pill (the calendar's Previous, Today and Next): each as tall as a
 * finger, their borders shared.
 */
export const ButtonGroup = styled.div`
  display: inline-flex;

  > button {
    display: inline-flex;
    gap: 0.375rem;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    ${compactHeight}
    padding-inline: 0.75rem;
    border-radius: 0;
  }
  > button + button {
    margin-left: -1px;
  }
  > button:first-child {
    border-radius: 999px 0 0 999px;
  }
  > button:last-child {
    border-radius: 0 999px 999px 0;
  }
  > button:focus-visible,
  > button[aria-pressed='true'] {
    position: relative;
    z-index: 1;
  }
  /* The chosen way of a segmented control: filled, so it reads as a switch's position, not as
     a tab (a tab's mark is its gold bar) nor as the current screen. */
  > button[aria-pressed='true'],
  > button[aria-pressed='true']:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.surface};
    background: ${({ theme }) => theme.colors.navy};
    border-color: ${({ theme }) => theme.colors.navy};
    text-decoration-line: none;
  }
`;

/**
 * The back office's one switch between two or three ways of showing one thing (the calendar's
 * Week or Month, a newsletter's preview as HTML or Plain Text): joined buttons, the chosen one
 * filled and pressed (`aria-pressed`) for screen readers. Parts of a page are `Tabs`, views of
 * a list `TabLinks`.
 *
 * ```tsx
 * <Segmented label="View" options={[{ value: 'week', label: 'Week' }, { value: 'month', label: 'Month' }]}
 *   selected={view} onSelect={setView} />
 * ```
 */
export function Segmented<T extends string>({
  label,
  options,
  selected,
  onSelect,
}: {
  label: string;
  options: readonly { value: T; label: ReactNode }[];
  selected: T;
  onSelect: (value: T) => void;
}) {
  return (
    <ButtonGroup role="group" aria-label={label}>
      {options.map((option) => (
        <SmallButton
          key={option.value}
          type="button"
          aria-pressed={option.value === selected}
          onClick={() => onSelect(option.value)}
        >
          {option.label}
        </SmallButton>
      ))}
    </ButtonGroup>
  );
}
