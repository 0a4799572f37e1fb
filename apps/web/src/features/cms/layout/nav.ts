import type { StaffRole } from '@vps/specs'

export interface CmsNavItem {
  name: string
  href: '/cms/dashboard' | '/cms/articles' | '/cms/codes' | '/cms/feedback' | '/cms/staff' | '/cms/audit'
  adminOnly?: boolean
}

export const CMS_NAV: readonly CmsNavItem[] = [
  { name: 'Dashboard', href: '/cms/dashboard' },
  { name: 'Articles', href: '/cms/articles' },
  { name: 'Codes', href: '/cms/codes' },
  { name: 'Feedback', href: '/cms/feedback' },
  { name: 'Staff', href: '/cms/staff', adminOnly: true },
  { name: 'Audit log', href: '/cms/audit', adminOnly: true },
]

export const navFor = (role: StaffRole) => CMS_NAV.filter((item) => !item.adminOnly || role === 'admin')

/** '/cms/articles/abc/edit' belongs to Articles; the dashboard only to itself. */
export const isActiveCmsPath = (pathname: string, href: string) =>
  pathname === href || pathname.startsWith(`${href}/`)

/** The address to come back to after signing in: the page with its query string. */
export const loginRedirect = (pathname: string, searchStr: string) => `${pathname}${searchStr}`
