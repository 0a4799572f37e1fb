import { useQueryClient } from '@tanstack/react-query'
import { Link, Outlet, useLocation, useNavigate } from '@tanstack/react-router'
import { LogOut, UserRound } from 'lucide-react'
import { useEffect, useState } from 'react'
import { navLinkClass } from '../../../shared/layout/nav-style.ts'
import { toast } from '../../../shared/toast/toast-store.ts'
import { Spinner } from '../../../shared/ui/Spinner.tsx'
import { CmsApiError, cmsErrorText, onUnauthorized } from '../api/cms-client.ts'
import { sessionQueryKey, signOut, useSession } from '../api/session-api.ts'
import { LoadError } from '../ui/PageHeader.tsx'
import { secondaryButton } from '../ui/styles.ts'
import { isActiveCmsPath, navFor } from './nav.ts'
import { StaffContext } from './staff-context.ts'

/**
 * The staff area's frame and its client-side guard. The server already sends a request without a session
 * cookie to the sign-in page; this covers a session that ends while a page is open (any 401 from the API).
 */
export function CmsLayout() {
  const location = useLocation()
  if (location.pathname === '/cms/login' || location.pathname === '/cms/login/') return <Outlet />
  return <GuardedLayout />
}

function GuardedLayout() {
  const session = useSession()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { pathname, searchStr } = useLocation()
  const [signingOut, setSigningOut] = useState(false)

  useEffect(() => onUnauthorized(() => queryClient.setQueryData(sessionQueryKey, null)), [queryClient])
  useEffect(() => reloadWhenRestoredFromHistory(), [])

  const signedOut = session.data === null
  useEffect(() => {
    if (!signedOut || signingOut) return
    void navigate({ to: '/cms/login', search: { next: `${pathname}${searchStr}` }, replace: true })
  }, [signedOut, signingOut, navigate, pathname, searchStr])

  async function handleSignOut() {
    setSigningOut(true)
    try {
      await signOut()
    } catch (error) {
      // The server may already have ended it; either way this browser is signed out now.
      if (!(error instanceof CmsApiError && error.status === 401)) {
        toast({ title: 'Sign-out failed', description: cmsErrorText(error), variant: 'destructive' })
      }
    }
    // Nothing of the session may stay for Back to show (issue #48: Back after 'Sign out' showed the inbox
    // with visitors' emails). Every query this page loaded goes, and the sign-in page is a new document
    // from the server: the staff pages are never kept by the browser (private, no-store), so Back asks the
    // server again, which sends a signed-out visitor to the sign-in page.
    queryClient.clear()
    window.location.assign('/cms/login')
  }

  if (session.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <LoadError error={session.error} />
      </div>
    )
  }
  if (!session.data) return <Spinner label="Checking your session…" className="min-h-[50vh]" />
  const user = session.data.user

  return (
    <StaffContext.Provider value={user}>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row">
        <aside className="lg:w-56 lg:shrink-0">
          <nav aria-label="Staff" className="flex flex-wrap gap-1 lg:flex-col">
            {navFor(user.role).map((item) => {
              const active = isActiveCmsPath(pathname, item.href)
              return (
                <Link
                  key={item.href}
                  to={item.href}
                  aria-current={active ? 'page' : undefined}
                  className={navLinkClass(active)}
                >
                  {item.name}
                </Link>
              )
            })}
          </nav>
          <div className="mt-4 border-t border-slate-200 pt-4 text-sm">
            <p className="flex items-center gap-2 text-slate-700">
              <UserRound aria-hidden="true" className="h-4 w-4" />
              <span>
                <span className="sr-only">Signed in as </span>
                <span className="font-medium">{user.name}</span>
                <span className="block text-xs text-slate-500">
                  {user.email} · {user.role}
                </span>
              </span>
            </p>
            <button
              type="button"
              className={`${secondaryButton} mt-3 w-full`}
              onClick={handleSignOut}
              disabled={signingOut}
            >
              <LogOut aria-hidden="true" className="h-4 w-4" />
              Sign out
            </button>
          </div>
        </aside>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </StaffContext.Provider>
  )
}

/**
 * A staff page the browser restores from its back-forward cache (kept in memory with its data, not asked
 * of the server) is loaded again instead, so the server's session check decides what it shows. Browsers
 * should not keep a no-store page there, but some may: this is the last word. Returns the cleanup.
 */
export function reloadWhenRestoredFromHistory(): () => void {
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) window.location.reload()
  }
  window.addEventListener('pageshow', onPageShow)
  return () => window.removeEventListener('pageshow', onPageShow)
}
