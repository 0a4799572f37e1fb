import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CMS, type StaffCreate, staffCreateSchema } from '@vps/specs'
import { UserPlus } from 'lucide-react'
import { useId } from 'react'
import { type FieldError, useForm } from 'react-hook-form'
import { toast } from '../../../shared/toast/toast-store.ts'
import { adminKeys, createStaff } from '../api/admin-api.ts'
import { CmsApiError, cmsErrorText } from '../api/cms-client.ts'
import { cardClass, inputClass, labelClass, primaryButton } from '../ui/styles.ts'

const EMPTY: StaffCreate = { email: '', name: '', role: 'editor', password: '' }

export function NewStaffForm() {
  const queryClient = useQueryClient()
  const base = useId()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<StaffCreate>({ resolver: zodResolver(staffCreateSchema), defaultValues: EMPTY })

  const create = useMutation({
    retry: false,
    mutationFn: createStaff,
    onSuccess: (user) => {
      reset(EMPTY)
      void queryClient.invalidateQueries({ queryKey: adminKeys.staff })
      toast({ title: 'Staff account created', description: `${user.name} can now sign in.` })
    },
    onError: (error) => {
      if (error instanceof CmsApiError && error.status === 409) setError('email', { message: error.message })
      else
        toast({
          title: 'Could not create the account',
          description: cmsErrorText(error),
          variant: 'destructive',
        })
    },
  })

  const field = (name: keyof StaffCreate, error: FieldError | undefined) => ({
    id: `${base}-${name}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${base}-${name}-error` : undefined,
    className: inputClass,
  })
  const errorText = (name: keyof StaffCreate, error: FieldError | undefined) =>
    error && (
      <p id={`${base}-${name}-error`} className="mt-1 text-sm text-red-700">
        {error.message}
      </p>
    )

  return (
    <section aria-labelledby={`${base}-heading`} className={cardClass}>
      <h2 id={`${base}-heading`} className="text-lg font-semibold text-slate-900">
        Add a staff account
      </h2>
      <form
        noValidate
        onSubmit={handleSubmit((values) => create.mutate(values))}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <div>
          <label htmlFor={`${base}-name`} className={labelClass}>
            Name
          </label>
          <input {...field('name', errors.name)} autoComplete="off" {...register('name')} />
          {errorText('name', errors.name)}
        </div>
        <div>
          <label htmlFor={`${base}-email`} className={labelClass}>
            Email
          </label>
          <input {...field('email', errors.email)} type="email" autoComplete="off" {...register('email')} />
          {errorText('email', errors.email)}
        </div>
        <div>
          <label htmlFor={`${base}-role`} className={labelClass}>
            Role
          </label>
          <select {...field('role', errors.role)} {...register('role')}>
            <option value="editor">Editor</option>
            <option value="admin">Admin</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${base}-password`} className={labelClass}>
            Initial password
          </label>
          <input
            {...field('password', errors.password)}
            type="password"
            autoComplete="new-password"
            minLength={CMS.minPasswordLength}
            {...register('password')}
          />
          {errorText('password', errors.password)}
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={primaryButton} disabled={create.isPending}>
            <UserPlus aria-hidden="true" className="h-4 w-4" />
            Create account
          </button>
        </div>
      </form>
    </section>
  )
}
