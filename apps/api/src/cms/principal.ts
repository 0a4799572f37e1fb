// Who is making a staff request, as the guard puts it on the request. Route handlers read request.staff;
// the guard has already answered 401 when it would be null, except on POST /api/cms/auth/login.
import type { StaffRole } from '@vps/specs'

export interface StaffPrincipal {
  id: string
  email: string
  name: string
  role: StaffRole
  sessionId: string
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffPrincipal | null
  }
}
