import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { CMS, type LoginRequest, loginRequestSchema } from '@vps/specs'
import { z } from '@vps/specs/schemas'
import { Loader2, LogIn } from 'lucide-react'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useHydrated } from '../../shared/ui/use-hydrated.ts'
import { cmsErrorText } from './api/cms-client.ts'
import { safeNext, sessionQueryKey, signIn } from './api/session-api.ts'
import { inputClass, labelClass, primaryButton } from './ui/styles.ts'

// The form asks for both fields; what is wrong with them is only ever the server's one generic sentence.
const loginFormSchema = loginRequestSchema.extend({
  email: z.string().trim().min(1, 'Enter your email').max(CMS.maxEmailLength),
  password: z.string().min(1, 'Enter your password').max(CMS.maxPasswordLength),
})

// No session check here: signed out is the normal case on this page, and asking would only earn a 401.
export function LoginPage({ next }: { next?: string | undefined }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const target = safeNext(next)
  const hydrated = useHydrated()
  const emailId = useId()
  const passwordId = useId()
  const errorId = useId()

  const login = useMutation({
    mutationFn: signIn,
    // A failed sign-in is an answer, not a hiccup: never retried (a retry would count as another failure).
    retry: false,
    onSuccess: async (data) => {
      queryClient.setQueryData(sessionQueryKey, data)
      await navigate({ href: target, replace: true })
    },
  })

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  })

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Staff sign-in</h1>
      <p className="mt-2 text-sm text-slate-600">For the Visa Photo Studio editorial team.</p>
      <form
        onSubmit={handleSubmit((values) => login.mutate(values))}
        noValidate
        className="mt-8 space-y-5"
        aria-busy={login.isPending}
        aria-describedby={login.isError ? errorId : undefined}
      >
        <div role="alert" id={errorId}>
          {login.isError && (
            <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {cmsErrorText(login.error)}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={emailId} className={labelClass}>
            Email
          </label>
          <input
            id={emailId}
            type="email"
            autoComplete="username"
            className={inputClass}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${emailId}-error` : undefined}
            {...register('email')}
          />
          {errors.email && (
            <p id={`${emailId}-error`} className="mt-1 text-sm text-red-700">
              {errors.email.message}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={passwordId} className={labelClass}>
            Password
          </label>
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            className={inputClass}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${passwordId}-error` : undefined}
            {...register('password')}
          />
          {errors.password && (
            <p id={`${passwordId}-error`} className="mt-1 text-sm text-red-700">
              {errors.password.message}
            </p>
          )}
        </div>
        <button type="submit" className={`${primaryButton} w-full`} disabled={!hydrated || login.isPending}>
          {login.isPending ? (
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <LogIn aria-hidden="true" className="h-4 w-4" />
          )}
          {login.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </div>
  )
}
