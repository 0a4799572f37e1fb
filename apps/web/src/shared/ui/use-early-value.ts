import { useEffect, useRef } from 'react'

type Control = HTMLInputElement | HTMLSelectElement

/**
 * A prerendered page shows its fields before React has hydrated them, and a visitor can already choose a
 * country or type a word there. React keeps what the field shows, but the component's state never heard of
 * it: the page is not filtered, and the next render of the field puts the old value back. After hydration
 * this hands such a value to the field's own change handler, once, as if the visitor had chosen it then.
 * On a page React rendered itself the field starts at `value`, and nothing happens.
 *
 * Two other ways a field can differ from `value` are not the visitor's choice, and are left alone:
 * - a select whose `value` is none of its options (a link to a blog country with no guides) shows its
 *   first option instead;
 * - a browser restoring form state on Back shows what the field held last time: give such fields
 *   `autoComplete="off"`, which the browser does not restore.
 *
 * Returns the ref to put on the field.
 */
export function useEarlyValue<E extends Control>(value: string, onChange: (value: string) => void) {
  const ref = useRef<E>(null)
  // The value the server rendered, and the handler of the first render: what the visitor changed is read
  // against the one, and given to the other.
  const rendered = useRef({ value, onChange })
  useEffect(() => {
    const field = ref.current
    if (!field || field.value === rendered.current.value) return
    if (field instanceof HTMLSelectElement && !hasOption(field, rendered.current.value)) return
    rendered.current.onChange(field.value)
  }, [])
  return ref
}

const hasOption = (select: HTMLSelectElement, value: string) =>
  [...select.options].some((option) => option.value === value)
