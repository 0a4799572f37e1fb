import { Link } from '@tanstack/react-router'
import { CMS, UPLOAD_LIMITS } from '@vps/specs'
import { analyticsProviderName } from '../../shared/analytics/analytics.ts'
import { TrustPageLayout, TrustSection } from './TrustPageLayout.tsx'

const MINUTE_MS = 60_000
const screenshotLimit = `${UPLOAD_LIMITS.screenshotMaxBytes / (1024 * 1024)}MB`

/**
 * What the site collects, why, and for how long (docs/product-rules.md, "Trust pages"). Prerendered at build
 * time, when the analytics setting it describes is fixed too, so the page states what this build does.
 */
export function PrivacyPage() {
  const analytics = analyticsProviderName()
  return (
    <TrustPageLayout
      title="Privacy Policy"
      intro={
        <p>
          Your photos are processed on your own device and never leave it. The only personal data the site
          receives is what you choose to send through the feedback form.
        </p>
      }
    >
      <TrustSection id="photos" title="Your photos and images">
        <p>
          The visa photo tool and the image compressor run in your browser. The face detection models, the
          image codecs and the code that checks your photo are downloaded from this site and run on your
          device; the photo you choose, the finished photo and the compressed image are never uploaded, and we
          never see or store them. Closing the tab discards them.
        </p>
        <p>You can check this yourself:</p>
        <ul>
          <li>Open your browser's developer tools (F12, or Ctrl+Shift+I; on a Mac, Cmd+Option+I).</li>
          <li>Choose the Network tab, then process a photo or compress an image.</li>
          <li>
            Every request you see goes to this site and fetches a script, a model or a codec. None of them
            sends a file: their request size is empty.
          </li>
        </ul>
      </TrustSection>

      <TrustSection id="feedback" title="Feedback you send us">
        <p>
          The <Link to="/feedback">feedback form</Link> asks for your name, your email address and your
          message, and lets you add one screenshot of at most {screenshotLimit}. We use them only to read your
          feedback, to answer you and to improve the site.
        </p>
        <ul>
          <li>They are stored in our database and file storage, and only signed-in staff can read them.</li>
          <li>
            They are kept until our staff delete them. To have yours deleted, send a new message through the
            form from the same email address and say so.
          </li>
          <li>A screenshot chosen but never sent with a message is deleted automatically within the hour.</li>
          <li>We never sell, share or publish them, and we do not add you to any mailing list.</li>
        </ul>
      </TrustSection>

      <TrustSection id="server" title="What the server records">
        <p>
          Like any web server, ours records each request it answers (the address it came from, the page and
          the result) in its log, to keep the site secure and to find faults. To stop abuse, it counts
          requests per address for a minute at a time and forgets each count a minute after that.
        </p>
      </TrustSection>

      <TrustSection id="cookies" title="Cookies and analytics">
        <p>
          Visitors get no cookies from us. Staff who sign in get one session cookie, which ends after{' '}
          {CMS.sessionIdleMs / MINUTE_MS} minutes without use and in any case after{' '}
          {CMS.sessionMaxAgeMs / (60 * MINUTE_MS)} hours.
        </p>
        {analytics ? (
          <p>
            This site uses {analytics} to count page views and a few actions (for example, which compression
            size was chosen and that a photo was downloaded). It never receives your photos. {analytics} sets
            its own cookies for this.
          </p>
        ) : (
          <p>
            No analytics or advertising service runs on this site, and no request leaves the site's own
            address.
          </p>
        )}
      </TrustSection>

      <TrustSection id="contact" title="Questions">
        <p>
          Ask us anything about your data through the <Link to="/feedback">feedback form</Link>. See also our{' '}
          <Link to="/terms">terms of use</Link> and <Link to="/about">who we are</Link>.
        </p>
      </TrustSection>
    </TrustPageLayout>
  )
}
