import { useLayoutEffect, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the server rendered into a field: React writes it to `defaultValue` as it hydrates. */
function renderedValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = Array.from(field.options);
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/**
 * Keeps what a visitor typed into a server-rendered form before the browser took it over.
 *
 * Until the page's code has run, the fields are plain HTML and take typing as usual. React keeps
 * that text while it hydrates, but its state still holds what the server rendered, and the next
 * render would write the state back over the text. Called in the form's component, this reads
 * the form's named fields once, as it hydrates, and hands `adopt` those whose value differs from
 * what the server rendered (field name → value), so the state takes them over before anything is
 * lost.
 */
export function useTypedBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  adopt: (typed: Record<string, string>) => void,
) {
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Record<string, string> = {};
    for (const field of Array.from(form.elements)) {
      const isField =
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement;
      if (isField && field.name && field.value !== renderedValue(field)) {
        typed[field.name] = field.value;
      }
    }
    if (Object.keys(typed).length > 0) adopt(typed);
    // Once, as the form first appears: later changes reach the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
