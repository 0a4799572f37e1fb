// "{Country} Visa Processing Time and Delays Guide": what takes how long, why photos cause the avoidable
// delays, what a rejection costs (the spec's 7-14 days) and how to plan backwards from a departure date.
// The processing time is the authority's own, with its source, where one is stated (`PROCESSING_TIMES` in
// packages/specs); elsewhere the guide gives no number and says where to find it.
import { countryLinks, neutralProcessingSentence, processingTimeFor, SITE, withArticle } from '@vps/specs'
import { notesOf } from './country-notes.ts'
import { DOCUMENTS_SECTION_ID, defaultPhrase, documentsSection, guideDocuments } from './documents.ts'
import { faq, h2, headingId, link, ol, p, table, ul } from './html.ts'
import { checkBox, nextSteps, pick, specOf } from './shared-sections.ts'
import { faceRange, fileWindow, mainBackground, nameOf, sizeMm, sizePx, theName } from './spec-text.ts'
import type { GuideContext, GuideDraft } from './types.ts'

const upperBound = (range: string) => Number(/(\d+)\D*$/.exec(range)?.[1] ?? 0)

const WEEK_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight']
const weeksInWords = (weeks: number) => `${WEEK_WORDS[weeks] ?? weeks} weeks`
/** The longest delay a photo rejection adds, in whole weeks ('two weeks' for the spec's 7-14 days). */
const REJECTION_WEEKS = weeksInWords(Math.ceil(upperBound(SITE.rejectionDelay) / 7))

/**
 * Weeks to allow before travel: the stated usual processing time in calendar days plus the longest delay a
 * photo rejection adds, rounded up; null where the authority states no time.
 */
export function bufferWeeks(country: string): number | null {
  const days = processingTimeFor(country)?.usualCalendarDays
  return days ? Math.ceil((days + upperBound(SITE.rejectionDelay)) / 7) : null
}

/** What the authority states, with its source as a link; the neutral sentence where we have none. */
function officialTime(country: GuideContext['country']): string {
  const time = processingTimeFor(country)
  if (!time) return neutralProcessingSentence(nameOf(country))
  return `${time.statement} (Source: ${link(time.source.url, time.source.name)}.)`
}

function intro({ country, index }: GuideContext): string {
  const name = nameOf(country)
  const typical = processingTimeFor(country)?.typical
  const stated = typical ? `the official figure is ${typical}` : 'it depends on the visa and where you apply'
  return pick(
    [
      p(
        `How long does ${withArticle(name)} visa take? In short, ${stated}, once everything is in order. The catch is the "in order": a photo that fails the check adds ${SITE.rejectionDelay}, and it is the most common avoidable delay we see. Here is where the time goes and how to keep your application on the short path.`,
      ),
      p(
        `Visa processing times are mostly out of your hands; delays are not. For ${withArticle(name)} visa ${stated}, but a missing document or a rejected photo sends the application back to the start and adds ${SITE.rejectionDelay}. This guide shows what to expect and how to avoid the delays you can control.`,
      ),
      p(
        `If you are travelling to ${theName(country)} soon, the question is not only how long processing takes (${stated}) but how much margin to leave. A single photo rejection costs ${SITE.rejectionDelay}. Plan for it, and make sure it never happens.`,
      ),
    ],
    index,
  )
}

function timeline(country: GuideContext['country']): string {
  const rows: [string, string][] = [
    [
      'Preparing documents and the photo',
      `An evening; the photo itself takes ${SITE.resultTime} with the tool`,
    ],
    ['Processing, as officially stated', processingTimeFor(country)?.typical ?? 'Varies: see below'],
    ['Extra time after a photo rejection', SITE.rejectionDelay],
    ['Margin we recommend before travel', margin(country)],
  ]
  return [
    h2('How long it takes', 'timeline'),
    table(['Stage', 'Typical time'], rows),
    p(officialTime(country)),
  ].join('')
}

function margin(country: GuideContext['country']): string {
  const weeks = bufferWeeks(country)
  return weeks ? `At least ${weeksInWords(weeks)}` : `The official processing time plus ${REJECTION_WEEKS}`
}

function photoDelays({ country }: GuideContext): string {
  const spec = specOf(country)
  const name = nameOf(country)
  return [
    h2('Why the photo causes so many delays', 'photo-delays'),
    p(
      `The photo is the one part of ${withArticle(name)} application checked against exact measurements. ${notesOf(country).submission.charAt(0).toUpperCase()}${notesOf(country).submission.slice(1)}. Whether a person or software looks at it, the same numbers decide:`,
    ),
    ul([
      `size: ${sizeMm(spec)}, or ${sizePx(spec)} as a file;`,
      `head height: ${faceRange(spec)} of the photo;`,
      `background: plain ${mainBackground(spec)};`,
      `file: a ${spec.format} of ${fileWindow(spec)}.`,
    ]),
    guideDocuments(country).length > 0
      ? p(
          `Those are the numbers of ${defaultPhrase(country)}, the tool’s standard ${nameOf(country)} preset; a form with its own numbers checks those instead, as ${link(`#${headingId(DOCUMENTS_SECTION_ID)}`, 'Which photo do you need?')} below shows.`,
        )
      : '',
    p(
      'Everything else in the application is read for its content; the photo can fail on a few pixels or a shadow. That is why checking it before you submit saves more time than anything else you can do.',
    ),
  ].join('')
}

function rejectionCost({ country }: GuideContext): string {
  return [
    h2(`What a rejected photo costs`, 'rejection-cost'),
    p(
      `A photo rejection typically adds ${SITE.rejectionDelay} to ${withArticle(nameOf(country))} application. The time is spent in four places:`,
    ),
    ol([
      'the notice: your application waits in the queue before anyone looks at the photo, and the request for a new one takes time to reach you;',
      'the new photo: taking, checking and uploading or posting it;',
      'the return to the queue: a resubmitted application rarely jumps back to where it was;',
      'the second check, which repeats everything the first one did.',
    ]),
    p(
      `The first two are under your control. Read the reason in the notice, fix exactly that, and check the rest against our ${link(countryLinks(country).mistakesGuide, 'list of common mistakes')} before you send it again.`,
    ),
  ].join('')
}

function planBackwards({ country, index }: GuideContext): string {
  const weeks = bufferWeeks(country)
  const steps = [
    weeks
      ? `Count back at least ${weeksInWords(weeks)} from your departure: the usual processing time plus up to ${REJECTION_WEEKS} more if anything has to be redone.`
      : `Count back from your departure: the current official processing time for your visa, plus ${REJECTION_WEEKS} in case anything has to be redone.`,
    'Check that your passport is valid long enough for the trip and has free pages; many countries ask for six months of validity beyond your stay.',
    `Make the photo first, with the ${link(countryLinks(country).photoTool, `${nameOf(country)} visa photo tool`)}, and keep the file: you will need it again if you are asked to resubmit.`,
    'Fill in the application in one sitting with your passport in front of you, so names and numbers match it exactly.',
    'Pay and submit, save the confirmation, and watch your e-mail (including spam) for requests.',
  ]
  // Rotating the advice that leads keeps the sections from reading identically across countries.
  const lead = pick(
    [
      'Work backwards from your flight, not forwards from today.',
      'The safest plan treats a rejection as possible and leaves room for it.',
      'Build the margin in at the start; it cannot be added at the end.',
    ],
    index,
  )
  return [h2('Plan backwards from your travel date', 'plan'), p(lead), ol(steps)].join('')
}

function otherDelays(): string {
  return [
    h2('Other delays you can avoid', 'other-delays'),
    ul([
      'Names, dates or passport numbers that do not match the passport exactly.',
      'Missing supporting documents: bookings, invitation letters or proof of funds where they are asked for.',
      'A passport close to expiry or without free pages.',
      'Payment that did not go through, or an application left unsubmitted in a draft.',
      'Applying through an unofficial website that resubmits on your behalf and adds its own delay and fees.',
    ]),
  ].join('')
}

function questions({ country }: GuideContext): string {
  const name = nameOf(country)
  return [
    h2('Questions about timing', 'faq'),
    faq([
      [
        `Can I pay to get my ${name} visa faster?`,
        'Some countries and visa centres sell priority or express handling; the official website lists it if it exists. Be wary of third-party sites charging for "fast-track" processing they cannot influence.',
      ],
      [
        'Does a rejected photo mean my visa is refused?',
        'Usually not. A photo problem normally leads to a request for a new photo, not a refusal, but the application waits until the new one arrives and has been checked.',
      ],
      [
        `How far ahead should I apply for ${withArticle(name)} visa?`,
        bufferWeeks(country)
          ? `Check the earliest date the office accepts applications, then aim to submit at least ${weeksInWords(bufferWeeks(country) ?? 0)} before you travel, more in holiday seasons.`
          : `Check the earliest date the office accepts applications and its current processing time, then submit at least that long plus ${REJECTION_WEEKS} before you travel, more in holiday seasons.`,
      ],
    ]),
  ].join('')
}

export function processingGuide(ctx: GuideContext): GuideDraft {
  const { country } = ctx
  const name = nameOf(country)
  const typical = processingTimeFor(country)?.typical
  const content = [
    intro(ctx),
    timeline(country),
    photoDelays(ctx),
    documentsSection(country),
    rejectionCost(ctx),
    checkBox(country) ?? '',
    planBackwards(ctx),
    otherDelays(),
    questions(ctx),
    h2('Next steps', 'next-steps'),
    nextSteps(country, 'processing'),
  ].join('')

  return {
    kind: 'processing',
    country,
    slug: countryLinks(country).processingGuide.replace('/blog/', ''),
    title: `${name} Visa Processing Time and Delays Guide`,
    excerpt: `How long ${withArticle(name)} visa takes${typical ? ` (${typical}, officially)` : ' and where the official figure is'}, why a rejected photo adds ${SITE.rejectionDelay}, and how to plan your application so it goes through the first time.`,
    metaDescription: `${name} visa processing time: ${typical ? `${typical}, officially` : 'where to find the official figure'}; ${SITE.rejectionDelay} more after a photo rejection. How to plan and avoid delays.`,
    content,
    tags: ['Processing Time', 'Visa Delays', 'Travel Planning'],
    keywords: [
      `${name.toLowerCase()} visa processing time`,
      `${name.toLowerCase()} visa delays`,
      `how long does ${withArticle(name).toLowerCase()} visa take`,
    ],
  }
}
