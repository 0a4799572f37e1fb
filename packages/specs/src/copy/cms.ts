// Staff-area copy. One sign-in failure text for every cause, so a response never tells which emails exist.
export const CMS_MESSAGES = {
  signInFailed: 'Email or password is incorrect.',
  lockedOut: 'Too many failed sign-ins. Try again in 15 minutes.',
  signInRequired: 'Sign in to continue.',
  csrfFailed: 'Your session has expired. Reload the page and try again.',
  // A request from another site's page: nothing to do with the session, so say what happened.
  crossOrigin: 'This request came from another website and was refused. Open the staff area on this site.',
  forbidden: 'You do not have permission to do that.',
  slugTaken: 'This slug is already used by another article.',
  articleNotFound: 'Article not found.',
  feedbackNotFound: 'Feedback not found.',
  destinationNotFound: 'Destination not found.',
  destinationExists: 'A destination with this slug already exists.',
  // An article's country must be a destination of the codes list (built-in or added, enabled or not).
  unknownCountry: 'Choose a country from the codes list; add it there first if it is missing.',
  emailTaken: 'A staff account with this email already exists.',
  staffNotFound: 'Staff account not found.',
  cannotDemoteSelf: 'You cannot remove your own admin role or disable your own account.',
} as const
