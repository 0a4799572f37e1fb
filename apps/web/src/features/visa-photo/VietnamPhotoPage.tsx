import { Link } from '@tanstack/react-router'
import { countryLinks, type EditPolicy, VIETNAM_PAGE_SPEC, type VietnamPageSpec } from '@vps/specs'
import { AlertCircle } from 'lucide-react'
import {
  dpiText,
  faceRange,
  fileSizeWindow,
  sizeCm,
  sizeMm,
  sizePx,
} from '../../shared/country/spec-format.ts'
import { ANOTHER_SOURCE_ERROR, buildVietnamFaq, WORKAROUND_PPI } from '../../shared/country/vietnam-faq.ts'
import { PhotoPageLayout } from './PhotoPageLayout.tsx'
import { FaqAnchor } from './sections/FaqAnchor.tsx'

const links = countryLinks('vietnam')

/** The Vietnam page: its own 4x6 cm spec without a minimum size (staff edits reach the rest) and a long FAQ. */
export function VietnamPhotoPage({
  spec = VIETNAM_PAGE_SPEC,
  editPolicy,
}: {
  spec?: VietnamPageSpec
  editPolicy?: EditPolicy
}) {
  return (
    <PhotoPageLayout
      country="vietnam"
      countryName="Vietnam"
      spec={spec}
      {...(editPolicy ? { editPolicy } : {})}
      title={`Vietnam Visa Photo ${sizeCm(spec)}`}
      lead={`Make a ${sizeCm(spec)} Vietnam e-visa photo: ${sizePx(spec)} at ${dpiText(spec)}, ${spec.format} ${fileSizeWindow(spec)}, plain white background. Everything happens in your browser.`}
      facts={[
        `${sizeCm(spec)} (${sizeMm(spec)})`,
        sizePx(spec),
        dpiText(spec),
        `${spec.format} ${fileSizeWindow(spec)}`,
        `Face ${faceRange(spec)}`,
      ]}
      faq={buildVietnamFaq(spec)}
      extra={<EvisaErrorCallout />}
      page="vietnam"
    />
  )
}

function EvisaErrorCallout() {
  return (
    <section
      aria-labelledby="evisa-error-heading"
      className="rounded-2xl border border-blue-200 bg-blue-50 p-6 text-slate-800"
    >
      <h2 id="evisa-error-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <AlertCircle aria-hidden="true" className="h-5 w-5 text-blue-700" />
        Seeing an e-visa photo error?
      </h2>
      <p className="mt-2">
        If the portal says ‘{ANOTHER_SOURCE_ERROR}’, read{' '}
        <FaqAnchor entryId="another-source">what the error means</FaqAnchor>,{' '}
        <FaqAnchor entryId="another-source-avoid">how to avoid it</FaqAnchor> and{' '}
        <FaqAnchor entryId="ppi-workaround">the {WORKAROUND_PPI} pixels per inch workaround</FaqAnchor>.
      </p>
      <p className="mt-2">
        Worried about delays?{' '}
        <Link to={links.processingGuide} className="font-semibold text-blue-800 underline">
          Vietnam visa processing times and delays guide
        </Link>{' '}
        ·{' '}
        <Link to={links.landing} className="font-semibold text-blue-800 underline">
          All Vietnam visa photo guides
        </Link>
      </p>
    </section>
  )
}
