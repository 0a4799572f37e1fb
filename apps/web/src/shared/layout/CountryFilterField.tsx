import type { KeyboardEvent, Ref } from 'react'

type Props = {
  query: string
  onQuery: (query: string) => void
  /** How many countries the text matches: none shows the message. */
  matches: number
  inputRef?: Ref<HTMLInputElement>
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void
  /** The id of the list it narrows. */
  controls?: string
  /** The phone menu's field is 16 px, so a phone does not zoom in when it takes focus. */
  large?: boolean
  className?: string
}

/** The menus' "Find a country" field, with the message when nothing matches. */
export function CountryFilterField({
  query,
  onQuery,
  matches,
  inputRef,
  onKeyDown,
  controls,
  large = false,
  className,
}: Props) {
  return (
    <div className={className}>
      <input
        ref={inputRef}
        type="search"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={onKeyDown}
        aria-label="Find a country"
        aria-controls={controls}
        placeholder="Type a country name"
        autoComplete="off"
        className={`w-full rounded-md border border-slate-300 px-3 text-slate-900 placeholder:text-slate-500 ${
          large ? 'py-2 text-base' : 'py-1.5 text-sm'
        }`}
      />
      {matches === 0 ? (
        <p role="status" className="px-2 pt-2 text-sm text-slate-700">
          No country matches "{query.trim()}".
        </p>
      ) : null}
    </div>
  )
}
