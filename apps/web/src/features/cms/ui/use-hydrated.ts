import { useSyncExternalStore } from 'react'

// False in the prerendered HTML and during hydration, true once React runs the page: until then a submit
// would be the browser's own (a GET putting a password in the URL), so submit buttons wait.
const subscribeNever = () => () => {}

export const useHydrated = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
