import { Link } from '@tanstack/react-router'
import { SITE } from '@vps/specs'
import { TrustPageLayout, TrustSection } from './TrustPageLayout.tsx'

export function AboutPage() {
  return (
    <TrustPageLayout
      title={`About ${SITE.name}`}
      intro={
        <p>
          We are a small team of engineers who build free tools for travellers: a visa or passport photo that
          is accepted the first time, and an image of exactly the size an upload form asks for.
        </p>
      }
    >
      <TrustSection id="how" title="How it works">
        <p>
          Everything happens in your browser. A face detector and landmark models find your face, the photo is
          levelled, sized and placed for the document you choose, and each rule is checked and shown with its
          measured value. Nothing is uploaded (see the <Link to="/privacy">privacy policy</Link>).
        </p>
        <p>
          The rules come from the authorities' own published requirements and upload forms, written out in our
          country guides. Where a rule cannot be measured reliably on a photo, the tool says so instead of
          showing a pass.
        </p>
      </TrustSection>

      <TrustSection id="open-source" title="Open-source components">
        <ul>
          <li>
            Face detection, landmarks, irises and the person mask: the YuNet and MediaPipe models, under the
            licences listed in the <a href="/models/LICENSES.txt">model licences</a>.
          </li>
          <li>
            Image codecs: MozJPEG and the PNG and WebP codecs, compiled to WebAssembly by jSquash (Apache-2.0;
            each codec under its own open-source licence).
          </li>
          <li>
            iPhone photos (HEIC): libheif and libde265, LGPL-3.0, used unmodified and loaded as a separate
            file only when you choose such a photo.
          </li>
        </ul>
      </TrustSection>

      <TrustSection id="contact" title="Contact">
        <p>
          Write to us through the <Link to="/feedback">feedback form</Link>: a question, a rule we got wrong,
          a form that refused your photo. Leave your email address and we will answer. See also the{' '}
          <Link to="/terms">terms of use</Link>.
        </p>
      </TrustSection>
    </TrustPageLayout>
  )
}
