import { adminType } from './type';
import type { ComponentProps, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import {
  errorIdOf,
  failureAlert,
  fieldControl,
  hintIdOf,
  type FieldControl,
  type FormAlertProps,
} from '@site/ui/form-kit';
import { Link } from '@site/ui/router';
import { selectChevronBackground } from '@site/ui/select';
import { adminLayout, buttonHeights } from './layout';

export type { FieldControl };

/** A block of a screen with its heading. */
export const Section = styled.section`
  margin-block: 0 2rem;
  padding: clamp(1rem, 3vw, 1.5rem);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  > h2 {
    margin: 0 0 1rem;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Label/value pairs, two columns wide, one on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: 0.5rem 1.25rem;
  margin: 0;

  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    /* An email or an id wraps at its punctuation, and mid-word only when longer than a line. */
    overflow-wrap: break-word;
  }

  /* Where the screen's column is a phone's, each name stands above its value. */
  ${adminLayout.tableCellsStacked} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.125rem;
    dd {
      margin-bottom: 0.625rem;
    }
  }
`;

/**
 * The back office's one mark of the chosen or current item on a light ground, in the sidebar's
 * terms for its current screen (a gold bar and a tint): navy bold text on a gold tint, a gold
 * edge and a gold bar under the label. The current tab, the calendar's chosen day and every
 * toggle's chosen option (Week or Month, HTML or Plain Text) wear it, so the owner reads "this
 * one" the same way everywhere.
 */
export const currentMark = css`
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 700;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.gold} 22%, #fff);
  border-color: ${({ theme }) => theme.colors.gold};
  box-shadow: none;
  text-decoration-line: underline;
  text-decoration-color: ${({ theme }) => theme.colors.gold};
  text-decoration-thickness: 3px;
  text-underline-offset: 0.35em;
`;

const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * A link that names a row or an item (a client in a list, a booking in a calendar's day): gold
 * and bold, underlined only while pointed at or focused. Such links stand on every row of a list,
 * and an underline under each would stripe the whole list.
 */
export const rowLink = css`
  color: ${({ theme }) => theme.colors.goldDark};
  font-weight: 700;
  text-decoration-line: none;

  &:hover,
  &:focus-visible {
    text-decoration-line: underline;
  }
`;

/**
 * A finger's target on a touch screen's width: 44 px tall (a desktop's pointer does with the
 * denser 36 px of a tool). For a link standing on its own (Back to bookings, Cancel, See All in
 * Calendar) and every button.
 */
export const tapTarget = css`
  ${adminLayout.touchOnly} {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/** A link standing on its own, not inside a sentence: a finger's target on a phone. */
export const StandaloneLink = styled(Link)`
  ${tapTarget}
`;

/** A compact button's height (`buttonHeights`): 36 px on a desktop, a finger's 44 px on a phone. */
export const compactHeight = css`
  min-height: ${buttonHeights.compact};
  ${adminLayout.touchOnly} {
    min-height: ${buttonHeights.touch};
  }
`;

/** An action button's height (`buttonHeights`): 44 px at every width. */
export const actionHeight = css`
  min-height: ${buttonHeights.action};
`;

/** A small secondary action (mark handled, archive, send again). */
export const SmallButton = styled.button<{ $danger?: boolean }>`
  ${compactHeight}
  padding: 0.375rem 0.875rem;
  border: 1px solid
    ${({ theme, $danger }) => ($danger ? theme.colors.destructive : theme.colors.navy)};
  border-radius: 999px;
  font: inherit;
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 600;
  /* Its own line height, not its container's (a table cell's, a paragraph's): the same words
     make the same height wherever the button stands. */
  line-height: 1.2;
  /* A button's words stay on one line ("Send Again", never a two-line pill in a table's
     column); on a phone's width a label longer than the line may still wrap instead of running
     off the screen. */
  white-space: nowrap;
  ${adminLayout.tableCellsStacked} {
    white-space: normal;
  }
  color: ${({ theme, $danger }) => ($danger ? theme.colors.destructive : theme.colors.navy)};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  ${focusRing}

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.ivory};
  }
  /* The chosen one of a toggle (the calendar's Week or Month): the back office's one mark. */
  &[aria-pressed='true'],
  &[aria-pressed='true']:hover:not(:disabled) {
    ${currentMark}
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/**
 * A secondary action beside a primary one (Cancel beside Save Note, Save Draft beside Publish
 * Now): as tall as the gold button and in its type size, so a row's buttons stand at one height.
 */
export const PairedButton = styled(SmallButton)`
  ${actionHeight}
  padding-inline: 1.125rem;
  font-size: 1rem;
`;

const SecondaryAnchor = styled(PairedButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  text-decoration: none;
`;

/**
 * A download or another address that is a secondary action (Download All Data, Export CSV): a
 * link drawn as the secondary button, never gold words standing alone in a row of actions.
 */
export function SecondaryButtonLink(props: ComponentProps<'a'>) {
  return <SecondaryAnchor as="a" {...props} />;
}

/**
 * A button drawn as a sign alone (↑, ↓), round, as tall as a SmallButton and as wide: its words
 * go in `aria-label` (and its tooltip), so a screen reader and a hover both say what it does.
 */
export const IconButton = styled(SmallButton)`
  display: inline-grid;
  place-items: center;
  min-width: 36px;
  ${adminLayout.touchOnly} {
    min-width: 44px;
  }
  padding: 0;
  line-height: 1;
  font-size: ${({ theme }) => theme.type.body};
`;

/** The destructive button of a confirmation. */
export const DangerButton = styled(SmallButton)`
  color: #fff;
  background: ${({ theme }) => theme.colors.destructive};
  border-color: ${({ theme }) => theme.colors.destructive};

  &:hover:not(:disabled) {
    background: #8f1c13;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

export const Badge = styled.span<{ $tone?: 'good' | 'warn' | 'bad' | 'plain' }>`
  display: inline-block;
  padding: 0.125rem 0.625rem;
  border-radius: 999px;
  font-size: ${adminType.label};
  font-weight: 700;
  white-space: nowrap;
  /* Its own width in a grid or a column of cards, never stretched across it. */
  justify-self: start;
  align-self: start;
  width: fit-content;
  color: ${({ theme, $tone }) =>
    $tone === 'good'
      ? theme.colors.success
      : $tone === 'bad'
        ? theme.colors.destructive
        : $tone === 'warn'
          ? theme.colors.goldDark
          : theme.colors.text};
  /* A chip says a state, it is not pressed: no border (a bordered pill is a button here), a
     tint of its own colour behind its words. */
  background: color-mix(in srgb, currentColor 12%, ${({ theme }) => theme.colors.surface});
  border: 0;
`;

/** An icon drawn in `colour` on a 20 px square, as a data address for a background. */
function drawnIcon(colour: string, paths: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" fill="none" stroke="${colour}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/** A calendar page: a date field's picker. */
const calendarPaths =
  '<rect x="2.75" y="4" width="14.5" height="13.25" rx="2"/><path d="M2.75 8.25h14.5M6.5 2.5v3M13.5 2.5v3"/><path d="M6.25 11.5h1.5M9.25 11.5h1.5M12.25 11.5h1.5M6.25 14.25h1.5M9.25 14.25h1.5" stroke-width="1.8"/>';
/** A clock face: a time field's picker. */
const clockPaths = '<circle cx="10" cy="10" r="7.25"/><path d="M10 5.75V10l2.75 1.75"/>';

/** Text inputs and selects of the back office's forms. */
export const inputStyles = css`
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: 8px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  ${focusRing}

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
  }
`;

/*
 * A date or a time: the other fields' height, border, radius and font, with a drawn calendar or
 * clock in the admin's navy where the browser puts its own icon. The browser's picker stays (on a
 * phone it is the accessible one): its invisible button lies over the drawn icon, so a click there
 * opens it. Where the browser has no such button to hide (Firefox), its own icon is left alone.
 */
const pickerStyles = css`
  &[type='date'],
  &[type='time'] {
    position: relative;
    font-variant-numeric: tabular-nums;
  }
  /* The browser's date and time parts add a pixel above and below: none, so a date stands as
     tall as the text field beside it. */
  &::-webkit-datetime-edit,
  &::-webkit-datetime-edit-fields-wrapper {
    padding-block: 0;
  }

  @supports selector(::-webkit-calendar-picker-indicator) {
    &[type='date'],
    &[type='time'] {
      padding-right: 2.75rem;
      background-repeat: no-repeat;
      background-position: right 0.75rem center;
      background-size: 1.25rem 1.25rem;
    }
    &[type='date'] {
      background-image: ${({ theme }) => drawnIcon(theme.colors.navy, calendarPaths)};
    }
    &[type='time'] {
      background-image: ${({ theme }) => drawnIcon(theme.colors.navy, clockPaths)};
    }
    &[type='date']:disabled {
      background-image: ${({ theme }) => drawnIcon(theme.colors.muted, calendarPaths)};
    }
    &[type='time']:disabled {
      background-image: ${({ theme }) => drawnIcon(theme.colors.muted, clockPaths)};
    }

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
  }
`;

/** Every input of the back office's forms; a date or a time with its drawn picker icon. */
export const Input = styled.input`
  ${inputStyles}
  ${pickerStyles}
`;

/**
 * Every select of the back office's forms: the other fields' look, the browser's arrow replaced
 * by the site's chevron, with room kept for it so the choice's words never run under it.
 */
export const Select = styled.select`
  ${inputStyles}
  appearance: none;
  padding-right: 2.5rem;
  text-overflow: ellipsis;
  ${selectChevronBackground('0.75rem')}
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

export const FieldLabel = styled.label`
  display: grid;
  gap: 0.375rem;
  font-weight: 600;
`;

export const FieldError = styled.p`
  margin: 0.25rem 0 0;
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.destructive};
`;

/**
 * One field of a back-office form: its label, its control (rendered by `children` with its id and
 * aria wiring from the form kit), an optional hint, and its error right below it, named by the
 * control. Every form shows a refused field the same way, whether the browser or the API refused it.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  children: (control: FieldControl) => ReactNode;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children(fieldControl(id, error, Boolean(hint)))}
      {hint && <Muted id={hintIdOf(id)}>{hint}</Muted>}
      {error && <FieldError id={errorIdOf(id)}>{error}</FieldError>}
    </div>
  );
}

/** A field's error below a group of controls (FormField shows its own). */
export function ErrorFor({ id, error }: { id: string; error?: string | null }) {
  return error ? <FieldError id={errorIdOf(id)}>{error}</FieldError> : null;
}

/**
 * A line of filters that wraps on narrow screens, each field wide enough for its longest choice
 * ("Free calls and packages"), never clipped.
 */
/**
 * A list's filters: on a phone one under another; where the screen's column has room for two
 * or more, a grid of equal fields with Apply in the last cell; from a laptop's column, one row,
 * each field as wide as its content asks (a date's box, the longest choice) and the first (the
 * search) taking what is left.
 */
export const FilterBar = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  gap: 0.75rem 1rem;
  align-items: end;
  margin-bottom: 1.5rem;

  /* Dates, choices and text of one height, so the row's labels and boxes line up. */
  input,
  select {
    height: 2.75rem;
  }

  @container ${adminLayout.screenContainer} (min-width: 56rem) {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem 0.625rem;

    > * {
      flex: 0 1 auto;
      min-width: 0;
    }
    > :first-child {
      flex: 1 1 7rem;
    }
    /* A date's box just wide enough for its whole date and its picker's icon. */
    input[type='date'] {
      width: 9.5rem;
      padding-inline: 0.5rem;
    }
  }
`;

export const ExternalLink = styled.a`
  color: ${({ theme }) => theme.colors.goldDark};
  font-weight: 600;
  overflow-wrap: break-word;

  /* Standing on its own (a row of actions): a finger's target on a phone. */
  ${Actions} > & {
    ${tapTarget}
  }
`;

export const TextArea = styled.textarea`
  ${inputStyles}
  min-height: 8rem;
  resize: vertical;
`;

/** A form's column of fields; `$width` caps its measure. */
export const FormGrid = styled.form<{ $width?: string; $gap?: string }>`
  display: grid;
  gap: ${({ $gap }) => $gap ?? '1rem'};
  max-width: ${({ $width }) => $width ?? '40rem'};
`;

/** A form standing alone on its page in a card (sign-in, first set-up). */
export const CardForm = styled(FormGrid)`
  gap: 1.25rem;
  max-width: 26rem;
  padding: clamp(1.25rem, 4vw, 2rem);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

/** A bordered alert that asks for a decision (a confirmation, a conflict to resolve). */
export const DecisionBox = styled.div`
  margin-top: 0.75rem;
  padding: 1rem;
  border: 2px solid ${({ theme }) => theme.colors.destructive};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff7f6;

  p {
    margin: 0 0 0.75rem;
  }
`;

const AlertText = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.destructive};
  background: #fff7f6;
  font-weight: 600;
`;

/** Why a form as a whole failed, announced and focused (see the form kit's useFormFailure). */
export const FormAlert = (props: FormAlertProps) => failureAlert(AlertText, props);

/** A labelled text input of a back-office form, with its hint and error. */
export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
} & Omit<ComponentProps<typeof Input>, 'id'>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => <Input {...input} {...control} />}
    </FormField>
  );
}

/** A group of radio buttons or checkboxes, its legend above, each choice on its own line. */
export const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 0.5rem;
    /* Flush with the fields' labels below, not indented by the browser's legend padding. */
    padding: 0;
    font-weight: 600;
  }
  label {
    display: flex;
    gap: 0.625rem;
    align-items: center;
    min-height: 44px;
  }
  input {
    /* Centred on its label's line, flush with the legend. */
    flex: none;
    margin: 0 0 0 0.125rem;
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.navy};
  }
`;

/** The width of a row's longest date name ("Published", in the names' small bold type). */
const rowDateNameWidth = '3.75rem';

/**
 * A row's dates in one table cell, each on one line with its name before it ("Published Thu, Nov
 * 19, 2026, 3:39 PM"). The names stand in a column of their own, at least as wide as the longest
 * name ("Published"), so every date starts at one left edge in every row, whichever names a row
 * has. Both columns are as wide as their content: the table gives the cell the whole dates, and
 * its wrapping columns (a title) give way instead. (A date column allowed to shrink below its
 * date, `minmax(0, …)`, let the table squeeze the cell and cut every date at its edge.)
 */
export const RowDates = styled.dl`
  display: grid;
  grid-template-columns: minmax(${rowDateNameWidth}, max-content) max-content;
  gap: 0.125rem 0.5rem;
  align-items: baseline;
  margin: 0;

  > div {
    display: contents;
  }
  dt {
    font-size: ${adminType.label};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.muted};
  }
  dt,
  dd {
    margin: 0;
    /* A date reads whole on its line; the column takes its width from it. */
    white-space: nowrap;
  }
  /* On a phone's row each date still stands beside its name, but may set its time on a line of
     its own after its comma rather than run past the row. (A date's own spaces do not break: see
     formatDateTime.) */
  ${adminLayout.tableCellsStacked} {
    grid-template-columns: minmax(${rowDateNameWidth}, max-content) minmax(0, 1fr);

    dd {
      white-space: normal;
    }
  }
`;
