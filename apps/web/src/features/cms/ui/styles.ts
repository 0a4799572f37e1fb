// One look for the staff forms and buttons, so every screen reads the same.
export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm outline-none ' +
  'placeholder:text-slate-400 focus:border-blue-600 focus:ring-4 focus:ring-blue-600/20 disabled:bg-slate-50 ' +
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/20'

export const labelClass = 'block text-sm font-medium text-slate-700'

const button =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-4 disabled:cursor-not-allowed disabled:opacity-60'

export const primaryButton = `${button} bg-blue-600 text-white hover:bg-blue-700 focus-visible:ring-blue-600/30`
export const secondaryButton = `${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:ring-slate-400/30`
export const dangerButton = `${button} bg-red-600 text-white hover:bg-red-700 focus-visible:ring-red-600/30`

export const cardClass = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm'
