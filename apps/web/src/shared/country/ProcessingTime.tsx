import { neutralProcessingSentence, processingTimeFor } from '@vps/specs'

/**
 * How long an application takes, as the authority states it with a link to where it says so, or a
 * sentence with no number where we have no source (PROCESSING_TIMES in packages/specs).
 */
export function ProcessingTime({ country, name }: { country: string; name: string }) {
  const time = processingTimeFor(country)
  if (!time) return <>{neutralProcessingSentence(name)}</>
  return (
    <>
      {time.statement} (Source:{' '}
      <a href={time.source.url} className="underline" rel="noopener noreferrer" target="_blank">
        {time.source.name}
      </a>
      .)
    </>
  )
}
