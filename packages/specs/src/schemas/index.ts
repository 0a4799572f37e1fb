// The API contract's schemas on their own, for code that loads the validator only when it checks an answer
// (the web pages import them lazily: '@vps/specs/schemas').

// The validator as the schemas use it (set up for browsers), for pages that build schemas of their own.
export { z } from '../zod.ts'
export * from './api.ts'
export * from './blog.ts'
export * from './cms.ts'
export * from './country-spec.ts'
export * from './edit-policy.ts'
export * from './feedback.ts'
export * from './photo-document.ts'
