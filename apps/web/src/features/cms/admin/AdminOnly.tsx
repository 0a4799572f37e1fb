import { CMS_MESSAGES } from '@vps/specs'
import type { ReactNode } from 'react'
import { useStaff } from '../layout/staff-context.ts'

/** Editors never see admin screens; the API refuses them too (403), this just says so up front. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const staff = useStaff()
  if (staff.role !== 'admin') {
    return (
      <p
        role="alert"
        className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      >
        {CMS_MESSAGES.forbidden}
      </p>
    )
  }
  return <>{children}</>
}
