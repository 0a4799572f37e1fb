import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { StaffRole, StaffUpdate, StaffUser } from '@vps/specs'
import { toast } from '../../shared/toast/toast-store.ts'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { AdminOnly } from './admin/AdminOnly.tsx'
import { NewStaffForm } from './admin/NewStaffForm.tsx'
import { SetPasswordForm } from './admin/SetPasswordForm.tsx'
import { adminKeys, listStaff, updateStaff } from './api/admin-api.ts'
import { cmsErrorText } from './api/cms-client.ts'
import { useStaff } from './layout/staff-context.ts'
import { formatDateTime } from './ui/format.ts'
import { LoadError, PageHeader } from './ui/PageHeader.tsx'
import { secondaryButton } from './ui/styles.ts'

export function StaffPage() {
  return (
    <div>
      <PageHeader title="Staff accounts" />
      <AdminOnly>
        <StaffList />
        <div className="mt-8">
          <NewStaffForm />
        </div>
      </AdminOnly>
    </div>
  )
}

function StaffList() {
  const me = useStaff()
  const queryClient = useQueryClient()
  const staff = useQuery({ queryKey: adminKeys.staff, queryFn: listStaff })
  const update = useMutation({
    retry: false,
    mutationFn: ({ id, change }: { id: string; change: StaffUpdate }) => updateStaff(id, change),
    onSuccess: (user, { change }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.staff })
      toast({
        title: change.password ? 'Password changed' : 'Account updated',
        description: `${user.name}: ${user.role}${user.disabled ? ', disabled' : ''}`,
      })
    },
    onError: (error) =>
      toast({ title: 'Could not update', description: cmsErrorText(error), variant: 'destructive' }),
  })

  if (staff.isPending) return <Spinner label="Loading staff…" className="py-12" />
  if (staff.isError) return <LoadError error={staff.error} />

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Name
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Role
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Last sign-in
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Access
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {staff.data.users.map((user) => (
            <StaffRow
              key={user.id}
              user={user}
              isMe={user.id === me.id}
              busy={update.isPending}
              onChange={(change) =>
                update.mutateAsync({ id: user.id, change }).then(
                  () => true,
                  // The error toast has said why.
                  () => false,
                )
              }
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function StaffRow({
  user,
  isMe,
  busy,
  onChange,
}: {
  user: StaffUser
  isMe: boolean
  busy: boolean
  /** Resolves true once saved. */
  onChange: (change: StaffUpdate) => Promise<boolean>
}) {
  return (
    <tr>
      <td className="px-4 py-2">
        <span className="font-medium text-slate-900">{user.name}</span>
        {isMe && <span className="ml-1 text-xs text-slate-500">(you)</span>}
        <span className="block text-xs text-slate-500">{user.email}</span>
        <SetPasswordForm name={user.name} busy={busy} onSubmit={(password) => onChange({ password })} />
      </td>
      <td className="px-4 py-2">
        {/* An admin cannot demote themselves (the API refuses it too): someone must keep the keys. */}
        <select
          aria-label={`Role of ${user.name}`}
          className="rounded-md border border-slate-300 px-2 py-1"
          value={user.role}
          disabled={busy || isMe}
          onChange={(event) => onChange({ role: event.target.value as StaffRole })}
        >
          <option value="editor">Editor</option>
          <option value="admin">Admin</option>
        </select>
      </td>
      <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(user.lastSignInAt)}</td>
      <td className="px-4 py-2">
        {user.disabled && <span className="mr-2 text-xs font-medium text-red-700">Disabled</span>}
        <button
          type="button"
          className={secondaryButton}
          disabled={busy || isMe}
          onClick={() => onChange({ disabled: !user.disabled })}
        >
          {user.disabled ? `Enable ${user.name}` : `Disable ${user.name}`}
        </button>
      </td>
    </tr>
  )
}
