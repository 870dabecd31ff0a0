import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ElementType,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * The form kit every form of the site uses, in the back office and on the public pages: the values
 * are checked with the same schema the API applies (yup, from @site/contracts), each refused
 * field gets its first message, the first refused field in the form's order takes the focus, and
 * each control names its hint and error for assistive technology. What a form looks like stays its
 * own; how it refuses input is written here once.
 */

/** Each refused field's first message. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What the kit needs of a schema: yup's synchronous validation (no rule of ours is async). */
export interface FormSchema<T> {
  validateSync(value: unknown, options?: { abortEarly?: boolean; stripUnknown?: boolean }): T;
}

/** The part of yup's ValidationError the kit reads (the kit does not bundle yup itself). */
interface ValidationIssue {
  path?: string;
  message: string;
  inner: ValidationIssue[];
}

function isValidationError(error: unknown): error is ValidationIssue {
  return error instanceof Error && error.name === 'ValidationError';
}

/** The first message of each field in a validation error; anything else is thrown again. */
export function fieldErrorsOf<F extends string>(error: unknown): FieldErrors<F> {
  if (!isValidationError(error)) throw error;
  const errors: FieldErrors<F> = {};
  for (const issue of error.inner.length > 0 ? error.inner : [error]) {
    const field = issue.path as F | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Validates with a schema: the cleaned request, or each field's first message. */
export function validateFields<F extends string, T>(
  schema: FormSchema<T>,
  values: unknown,
  options: { stripUnknown?: boolean } = {},
): { value: T; errors?: undefined } | { value?: undefined; errors: FieldErrors<F> } {
  try {
    return { value: schema.validateSync(values, { abortEarly: false, ...options }) };
  } catch (error) {
    return { errors: fieldErrorsOf<F>(error) };
  }
}

/** Whether any field is refused. */
export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some(Boolean);
}

/** The id of a field's error message, which its control names. */
export const errorIdOf = (id: string) => `${id}-error`;
/** The id of a field's hint, which its control names. */
export const hintIdOf = (id: string) => `${id}-hint`;

/** Each field's element id, `{prefix}-{field}`, in the form's order (the order focus follows). */
export function fieldIds<F extends string>(
  prefix: string,
  fields: readonly F[],
): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field, `${prefix}-${field}`])) as Record<
    F,
    string
  >;
}

/** What a field's control carries: its id, and its hint and error for assistive technology. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The control's props for a field with this id, error and (when it shows one) hint. */
export function fieldControl(
  id: string,
  error: string | null | undefined,
  withHint = false,
): FieldControl {
  const describedBy = [withHint ? hintIdOf(id) : null, error ? errorIdOf(id) : null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/**
 * Focuses the first refused field, in the order of `ids` (the form's order), and says which it
 * was. A field without an element on the page (a step not shown) is passed over.
 */
export function focusFirstError<F extends string>(
  ids: Readonly<Record<F, string>>,
  errors: FieldErrors<F>,
): F | undefined {
  for (const field of Object.keys(ids) as F[]) {
    if (!errors[field]) continue;
    const element = document.getElementById(ids[field]);
    if (element) {
      element.focus();
      return field;
    }
  }
  return undefined;
}

/**
 * A form's refused fields: `check` validates against a schema (plus any rule the form adds in
 * `extra`), shows the messages and focuses the first refused field, and gives the cleaned
 * request only when nothing is refused; `refuse` shows errors from elsewhere (the API's answer)
 * the same way, keeping only the form's own fields, and says whether it showed any; `control`
 * gives a field's control its id and aria wiring.
 */
export function useFieldErrors<F extends string>(ids: Readonly<Record<F, string>>) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const refuse = useCallback(
    (found: Partial<Record<string, string>>): boolean => {
      // Only the form's own fields: a refusal of anything else is the form's failure, not a field's.
      const own: FieldErrors<F> = {};
      for (const field of Object.keys(ids) as F[]) if (found[field]) own[field] = found[field];
      setErrors(own);
      if (!hasErrors(own)) return false;
      focusFirstError(ids, own);
      return true;
    },
    [ids],
  );

  const clear = useCallback(() => setErrors({}), []);

  const check = useCallback(
    <T,>(
      schema: FormSchema<T>,
      values: unknown,
      options: { stripUnknown?: boolean; extra?: (found: FieldErrors<F>) => void } = {},
    ): T | undefined => {
      const result = validateFields<F, T>(schema, values, { stripUnknown: options.stripUnknown });
      const found: FieldErrors<F> = { ...result.errors };
      options.extra?.(found);
      if (refuse(found)) return undefined;
      return result.value;
    },
    [refuse],
  );

  return useMemo(
    () => ({
      errors,
      setErrors,
      refuse,
      check,
      clear,
      control: (field: F, withHint = false) => fieldControl(ids[field], errors[field], withHint),
      /** The aria wiring alone, for a group (a fieldset of radio buttons) whose first control has the id. */
      aria: (field: F) => {
        const { id: _id, ...aria } = fieldControl(ids[field], errors[field]);
        return aria;
      },
      errorId: (field: F) => errorIdOf(ids[field]),
    }),
    [errors, ids, refuse, check, clear],
  );
}

/**
 * A form's failure as a whole (the API refused or could not be reached): its message, shown in an
 * alert that takes the focus each time the form fails, even with the same message again.
 */
export function useFormFailure<E extends HTMLElement = HTMLParagraphElement>() {
  // A new object each time, so the same message again still moves the focus.
  const [state, setState] = useState<{ message: string } | null>(null);
  const alertRef = useRef<E>(null);
  useEffect(() => {
    if (state) alertRef.current?.focus();
  }, [state]);
  const fail = useCallback(
    (message: string | null) => setState(message === null ? null : { message }),
    [],
  );
  return { failure: state?.message ?? null, fail, alertRef };
}

/** What a form's failure alert shows: the failure's message, and the ref that takes the focus. */
export interface FormAlertProps {
  failure: string | null;
  alertRef: Ref<HTMLParagraphElement>;
}

/**
 * A form's failure in the app's own alert element (a styled paragraph): announced, focusable so
 * useFormFailure can move the focus to it, and nothing while the form has not failed.
 */
export function failureAlert(Alert: ElementType, { failure, alertRef }: FormAlertProps): ReactNode {
  if (!failure) return null;
  return (
    <Alert ref={alertRef} role="alert" tabIndex={-1}>
      {failure}
    </Alert>
  );
}

/** Why the API refused a form: its field errors by field, and its message as a whole. */
export interface Refusal {
  fields: Partial<Record<string, string>>;
  message: string;
}

/**
 * A form's whole refusal state: `fields` (useFieldErrors) and the failure alert (useFormFailure).
 * `start` clears both before a new try; `refuseWith` shows the API's refusal at the fields it
 * names, else its message in the alert, so no refusal goes unseen.
 */
export function useFormKit<F extends string, E extends HTMLElement = HTMLParagraphElement>(
  ids: Readonly<Record<F, string>>,
) {
  const fields = useFieldErrors(ids);
  const { failure, fail, alertRef } = useFormFailure<E>();
  const { clear, refuse } = fields;
  const start = useCallback(() => {
    clear();
    fail(null);
  }, [clear, fail]);
  const refuseWith = useCallback(
    (refusal: Refusal) => {
      if (!refuse(refusal.fields)) fail(refusal.message);
    },
    [refuse, fail],
  );
  return { fields, failure, fail, alertRef, start, refuseWith };
}
