// What the codes manager's inputs hold and what the shared schemas take, both ways: the one place that turns an
// empty number input, NaN, a line of colours or an empty date into a schema value, and back.
import type { EditPolicy } from '@vps/specs'

const NOT_VERIFIED = 'not verified'

/**
 * An optional number input's value: null where nothing is stated, NaN once an input is emptied (react-hook-form's
 * valueAsNumber).
 */
export type OptionalNumber = number | null

export const isBlank = (value: OptionalNumber): boolean => value === null || Number.isNaN(value)

/** Whether any of the inputs of an optional group (a band, a pixel size) holds a number. */
export const anyStated = (...values: OptionalNumber[]): boolean => values.some((value) => !isBlank(value))

/** The number of an input in a stated group: an empty one stays NaN, so the schema says it must be a number. */
export const statedNumber = (value: OptionalNumber): number => value ?? Number.NaN

/** An optional number for its input: empty where the value is absent. */
export const numberInput = (value: number | null | undefined): OptionalNumber => value ?? null

/** Commas or spaces between colours; an empty line means no list (only the main colour). */
export function parseColourList(text: string): string[] | undefined {
  const colours = text
    .split(/[\s,]+/)
    .map((colour) => colour.trim())
    .filter(Boolean)
  return colours.length > 0 ? colours : undefined
}

/** The accepted colours as one line for their input. */
export const colourListInput = (colours: readonly string[] | undefined): string => (colours ?? []).join(', ')

/** A spec or document with its colour line turned into the schema's optional list (absent when empty). */
export function withColourList<T extends { background_options: string }>({
  background_options,
  ...rest
}: T): Omit<T, 'background_options'> & { background_options?: string[] } {
  const options = parseColourList(background_options)
  return { ...rest, ...(options ? { background_options: options } : {}) }
}

/** 'YYYY-MM-DD' for the date input; empty for 'not verified'. */
export const verifiedOnInput = (verifiedOn: string): string => (verifiedOn === NOT_VERIFIED ? '' : verifiedOn)

/** The schema's verifiedOn from the date input: an empty one means 'not verified'. */
export const verifiedOnValue = (input: string): string => input.trim() || NOT_VERIFIED

export type EditPolicyFields = Omit<EditPolicy, 'verifiedOn'> & {
  /** 'YYYY-MM-DD' from the date input; empty for 'not verified'. */
  verifiedOn: string
}

export const toPolicyFields = (policy: EditPolicy): EditPolicyFields => ({
  ...policy,
  source: { ...policy.source },
  verifiedOn: verifiedOnInput(policy.verifiedOn),
})

export const fromPolicyFields = (fields: EditPolicyFields): EditPolicy => ({
  ...fields,
  source: { ...fields.source },
  verifiedOn: verifiedOnValue(fields.verifiedOn),
})
