import { Link } from '@tanstack/react-router'
import { SITE } from '@vps/specs'
import { TrustPageLayout, TrustSection } from './TrustPageLayout.tsx'

export function TermsPage() {
  return (
    <TrustPageLayout
      title="Terms of Use"
      intro={
        <p>
          {SITE.name} is free to use. By using it you agree to these terms; if you do not, please do not use
          the site.
        </p>
      }
    >
      <TrustSection id="service" title="What the tools do">
        <p>
          The visa photo tool sizes, positions and checks a photo against the published, measurable rules of
          the document you choose, and the compressor makes a JPEG of the size you ask for. Both run on your
          device (see the <Link to="/privacy">privacy policy</Link>).
        </p>
        <p>
          A photo that passes every check meets the rules we could measure. The issuing authority makes the
          final decision, and some rules (a true likeness, a recent photo, no retouching) only you can keep.
          Check the official requirements before you apply; our guides link to them where we have them.
        </p>
      </TrustSection>

      <TrustSection id="your-part" title="Your part">
        <ul>
          <li>
            Use photos you have the right to use, and only your own likeness or one you are allowed to submit.
          </li>
          <li>Do not use the tools to deceive an authority, for example with a photo of someone else.</li>
          <li>
            Do not disrupt the site: no attacks, no automated floods of requests, no attempts to reach the
            staff area without an account.
          </li>
        </ul>
      </TrustSection>

      <TrustSection id="no-warranty" title="As it is">
        <p>
          The tools and guides are provided as they are, without any warranty. We work to keep the rules and
          guides accurate, but requirements change and mistakes happen. To the extent the law allows, we are
          not liable for a rejected application, a delay, or any loss from using the site.
        </p>
      </TrustSection>

      <TrustSection id="content" title="Content and licences">
        <p>
          The guides are ours. The face models and image codecs that run in your browser are open-source
          components under their own licences, listed in the <a href="/models/LICENSES.txt">model licences</a>{' '}
          and on the <Link to="/about">about page</Link>.
        </p>
      </TrustSection>

      <TrustSection id="changes" title="Changes">
        <p>
          We may change these terms as the site changes; the version on this page is the one that applies.
          Questions are welcome through the <Link to="/feedback">feedback form</Link>.
        </p>
      </TrustSection>
    </TrustPageLayout>
  )
}
