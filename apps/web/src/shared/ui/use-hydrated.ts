import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/**
 * False in the server's HTML and in a component's hydration render, true from its next render on. For what
 * must match the HTML while hydrating and may change after: a form's submit (before React runs it would be
 * the browser's own GET, putting an email or a password in the URL), or data fetched in the browser that a
 * late-hydrating part of the page could otherwise read before its first render.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
