import type { StaffUser } from '@vps/specs'
import { createContext, useContext } from 'react'

// The signed-in user, set by the layout once the session is known: pages below it never see "nobody".
export const StaffContext = createContext<StaffUser | null>(null)

export function useStaff(): StaffUser {
  const staff = useContext(StaffContext)
  if (!staff) throw new Error('useStaff outside the signed-in staff layout')
  return staff
}
