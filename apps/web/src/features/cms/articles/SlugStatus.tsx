import { useQuery } from '@tanstack/react-query'
import { CMS_MESSAGES, SLUG_PATTERN } from '@vps/specs'
import { useEffect, useState } from 'react'
import { articleKeys, checkSlug } from '../api/articles-api.ts'

// Ask once typing pauses, not on every key.
const CHECK_DELAY_MS = 300

/** Whether the slug is free, checked live against the server (the save checks again). */
export function SlugStatus({ slug, articleId, id }: { slug: string; articleId: string | null; id: string }) {
  const [checked, setChecked] = useState(slug)
  useEffect(() => {
    const timer = setTimeout(() => setChecked(slug), CHECK_DELAY_MS)
    return () => clearTimeout(timer)
  }, [slug])

  const valid = SLUG_PATTERN.test(checked)
  const check = useQuery({
    queryKey: articleKeys.slug(checked, articleId),
    queryFn: () => checkSlug(checked, articleId),
    enabled: valid,
    staleTime: 0,
  })

  let text = ''
  let tone = 'text-slate-500'
  if (valid && check.data?.available === true && checked === slug) {
    text = 'This slug is available.'
    tone = 'text-green-700'
  } else if (valid && check.data?.available === false && checked === slug) {
    text = CMS_MESSAGES.slugTaken
    tone = 'text-red-700'
  }
  return (
    <p id={id} aria-live="polite" className={`mt-1 min-h-5 text-sm ${tone}`}>
      {text}
    </p>
  )
}
