// Staff accounts and the audit log: admin-only calls (contract: packages/specs/src/schemas/cms.ts).
import {
  auditListSchema,
  type StaffCreate,
  type StaffUpdate,
  staffListSchema,
  staffUserSchema,
} from '@vps/specs'
import { cmsGet, cmsSend, withQuery } from './cms-client.ts'

export const adminKeys = {
  staff: ['cms', 'staff'] as const,
  audit: (page: number) => ['cms', 'audit', page] as const,
}

export const listStaff = () => cmsGet('/api/cms/staff', staffListSchema)

export const createStaff = (input: StaffCreate) => cmsSend('POST', '/api/cms/staff', input, staffUserSchema)

export const updateStaff = (id: string, input: StaffUpdate) =>
  cmsSend('PATCH', `/api/cms/staff/${encodeURIComponent(id)}`, input, staffUserSchema)

export const listAudit = (page: number) => cmsGet(withQuery('/api/cms/audit', { page }), auditListSchema)
