export function navLinkClass(active: boolean): string {
  return `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    active ? 'bg-blue-50 text-blue-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`
}
