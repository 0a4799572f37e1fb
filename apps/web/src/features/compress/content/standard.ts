import type { StandardSize, StandardSizeContent } from '../compress-content.ts'
import { LARGE_CONTENT } from './standard-large.ts'
import { SMALL_CONTENT } from './standard-small.ts'

// Split in two files only for length; the Record type makes a size missing from both a compile error.
export const STANDARD_CONTENT: Record<StandardSize, StandardSizeContent> = {
  ...SMALL_CONTENT,
  ...LARGE_CONTENT,
}
