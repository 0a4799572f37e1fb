// Tailwind only generates classes it can find written out in the source, so each palette name in
// COMPRESS_TARGETS maps to complete class strings here. Buttons use the 700 shade: white text on the lighter
// shades of yellow, amber or lime falls below the WCAG AA contrast ratio.
export type TargetColorClasses = {
  /** Soft tinted background with matching text, for chips and badges. */
  chip: string
  /** Accent text, e.g. the big size number. */
  text: string
  /** Solid call-to-action button. */
  button: string
  /** Top accent bar of a card. */
  bar: string
}

const palette = {
  red: {
    chip: 'bg-red-50 text-red-800 ring-red-200',
    text: 'text-red-700',
    button: 'bg-red-700 hover:bg-red-800',
    bar: 'bg-red-500',
  },
  orange: {
    chip: 'bg-orange-50 text-orange-800 ring-orange-200',
    text: 'text-orange-700',
    button: 'bg-orange-700 hover:bg-orange-800',
    bar: 'bg-orange-500',
  },
  amber: {
    chip: 'bg-amber-50 text-amber-800 ring-amber-200',
    text: 'text-amber-700',
    button: 'bg-amber-700 hover:bg-amber-800',
    bar: 'bg-amber-500',
  },
  yellow: {
    chip: 'bg-yellow-50 text-yellow-800 ring-yellow-200',
    text: 'text-yellow-700',
    button: 'bg-yellow-700 hover:bg-yellow-800',
    bar: 'bg-yellow-400',
  },
  lime: {
    chip: 'bg-lime-50 text-lime-800 ring-lime-200',
    text: 'text-lime-700',
    button: 'bg-lime-700 hover:bg-lime-800',
    bar: 'bg-lime-500',
  },
  green: {
    chip: 'bg-green-50 text-green-800 ring-green-200',
    text: 'text-green-700',
    button: 'bg-green-700 hover:bg-green-800',
    bar: 'bg-green-500',
  },
  emerald: {
    chip: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    text: 'text-emerald-700',
    button: 'bg-emerald-700 hover:bg-emerald-800',
    bar: 'bg-emerald-500',
  },
  teal: {
    chip: 'bg-teal-50 text-teal-800 ring-teal-200',
    text: 'text-teal-700',
    button: 'bg-teal-700 hover:bg-teal-800',
    bar: 'bg-teal-500',
  },
  cyan: {
    chip: 'bg-cyan-50 text-cyan-800 ring-cyan-200',
    text: 'text-cyan-700',
    button: 'bg-cyan-700 hover:bg-cyan-800',
    bar: 'bg-cyan-500',
  },
  sky: {
    chip: 'bg-sky-50 text-sky-800 ring-sky-200',
    text: 'text-sky-700',
    button: 'bg-sky-700 hover:bg-sky-800',
    bar: 'bg-sky-500',
  },
  blue: {
    chip: 'bg-blue-50 text-blue-800 ring-blue-200',
    text: 'text-blue-700',
    button: 'bg-blue-700 hover:bg-blue-800',
    bar: 'bg-blue-500',
  },
  indigo: {
    chip: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
    text: 'text-indigo-700',
    button: 'bg-indigo-700 hover:bg-indigo-800',
    bar: 'bg-indigo-500',
  },
  violet: {
    chip: 'bg-violet-50 text-violet-800 ring-violet-200',
    text: 'text-violet-700',
    button: 'bg-violet-700 hover:bg-violet-800',
    bar: 'bg-violet-500',
  },
  purple: {
    chip: 'bg-purple-50 text-purple-800 ring-purple-200',
    text: 'text-purple-700',
    button: 'bg-purple-700 hover:bg-purple-800',
    bar: 'bg-purple-500',
  },
} as const satisfies Record<string, TargetColorClasses>

// A colour added to the specs before it is added here still renders, in the site's blue.
export function targetColorClasses(color: string): TargetColorClasses {
  return Object.hasOwn(palette, color) ? palette[color as keyof typeof palette] : palette.blue
}
