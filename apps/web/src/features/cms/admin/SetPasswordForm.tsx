import { zodResolver } from '@hookform/resolvers/zod'
import { staffUpdateSchema } from '@vps/specs'
import { z } from '@vps/specs/schemas'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { inputClass, secondaryButton } from '../ui/styles.ts'

// The contract's password rule (length bounds and its message), required here.
const schema = z.object({ password: staffUpdateSchema.shape.password.unwrap() })

/**
 * A new password for an account, behind a disclosure so the table stays calm. The API ends that account's
 * sessions when its password changes.
 */
export function SetPasswordForm({
  name,
  busy,
  onSubmit,
}: {
  name: string
  busy: boolean
  /** Resolves true once saved; the typed password is cleared only then. */
  onSubmit: (password: string) => Promise<boolean>
}) {
  const id = useId()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ password: string }>({ resolver: zodResolver(schema), defaultValues: { password: '' } })

  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-blue-700">Set a new password</summary>
      <form
        noValidate
        className="mt-2 flex flex-wrap items-start gap-2"
        onSubmit={handleSubmit(async ({ password }) => {
          if (await onSubmit(password)) reset({ password: '' })
        })}
      >
        <div>
          <label htmlFor={id} className="sr-only">
            New password for {name}
          </label>
          <input
            id={id}
            type="password"
            autoComplete="new-password"
            className={`${inputClass} mt-0`}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-error` : undefined}
            {...register('password')}
          />
          {errors.password && (
            <p id={`${id}-error`} className="mt-1 text-red-700">
              {errors.password.message}
            </p>
          )}
        </div>
        <button type="submit" className={secondaryButton} disabled={busy}>
          Save password
        </button>
      </form>
    </details>
  )
}
