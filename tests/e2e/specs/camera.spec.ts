// The live camera (docs/camera.md) on the built site, in Chromium with its fake camera fed a video made at run
// time from a committed portrait (camera-video.ts): coached in order and taken on its own, the same verdict
// as the portrait uploaded; a sitter who never gets into place is never taken; a refused camera says so; and
// nothing goes over the network while the camera runs.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { type Browser, type BrowserContext, chromium, type Page, type Request } from '@playwright/test'
import { type Stretch, type VideoSpec, writeCameraVideo } from './camera-video.ts'
import { expect, fixture, test, uploadPhoto, waitForHydration } from './fixtures.ts'

// The product's copy (packages/specs/src/copy/camera.ts), typed out here: the browser suite imports no repo source.
const COPY = {
  open: 'Take a photo',
  close: 'Close camera',
  privacy: 'The camera picture is checked on your device. No frame leaves it.',
  closer: 'Move closer',
  centre: 'Centre your face in the oval',
  level: 'Level your head',
  hold: 'Hold still',
  denied:
    "The camera is blocked for this site. Allow it in your browser's site settings and try again, or upload a photo instead.",
  retake: 'Retake photo',
  shutter: 'Take photo now',
}

// A neutral phone portrait at home (everything passes but its wall, which the France page replaces), and where
// its head is, crown to chin, in its own pixels (measured with the engine: docs/camera.md, "Testing").
const HOME = {
  file: fixture('portraits', 'cc0_debruine_home_60cm.jpg'),
  head: { x: 584, y: 729, height: 541 },
}
const ROUTE = '/france-visa-photo'

/**
 * 720x960 at 10 fps, a phone held upright. In place, the head fills France's 35x45 frame as its band's middle
 * (75 % of the 0.9 x 960 px guide: 648 px, which France's 600 px head needs to be enlarged no more than the
 * detail check allows) with its centre where placement puts it (40 % down the guide).
 */
const FRAME = { width: 720, height: 960, fps: 10 }
const IN_PLACE = { headShare: 0.675, centreY: 0.41 }
const far = { scale: 0.45, dx: 0.22, dy: 0, roll: 14 }

/** Too far, off-centre and tilted; closer; centred; level; then still. One problem is solved at a time. */
const COACHED: Stretch[] = [
  { seconds: 1.2, pose: far },
  { seconds: 0.8, pose: { ...far, scale: 1 }, move: true },
  { seconds: 1, pose: { ...far, scale: 1 } },
  { seconds: 0.6, pose: { scale: 1, dx: 0, dy: 0, roll: 14 }, move: true },
  { seconds: 1, pose: { scale: 1, dx: 0, dy: 0, roll: 14 } },
  { seconds: 0.6, pose: { scale: 1, dx: 0, dy: 0, roll: 0 }, move: true },
  { seconds: 3, pose: { scale: 1, dx: 0, dy: 0, roll: 0 } },
]

/** Never closer than half the way: wandering a little, always too far. */
const NEVER: Stretch[] = [
  { seconds: 1.5, pose: far },
  { seconds: 1.5, pose: { ...far, scale: 0.6, dx: 0.05, roll: 4 }, move: true },
  { seconds: 1, pose: far, move: true },
]

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

interface Camera {
  browser: Browser
  context: BrowserContext
  page: Page
  /** Every request the page and its workers made, in order. */
  requests: Request[]
  errors: string[]
  /** Seconds the video lasts before it loops. */
  seconds: number
  close: () => Promise<void>
}

/**
 * A browser of its own whose fake camera plays `stretches` (or no video: Chromium's own pattern), with the
 * camera allowed or not, on the photo page.
 */
async function openWithCamera(stretches: Stretch[] | null, allowed: boolean): Promise<Camera> {
  const folder = mkdtempSync(path.join(tmpdir(), 'vps-camera-'))
  const video = path.join(folder, 'camera.y4m')
  let seconds = 0
  if (stretches) {
    const spec: VideoSpec = { ...FRAME, portrait: HOME, inPlace: IN_PLACE, stretches }
    seconds = writeCameraVideo(video, spec) / FRAME.fps
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      ...(stretches ? [`--use-file-for-fake-video-capture=${video}`] : []),
      // A prompt nobody answers would leave getUserMedia waiting: refused at once, as a visitor's 'Block'.
      ...(allowed ? [] : ['--deny-permission-prompts']),
    ],
  })
  const baseURL = test.info().project.use.baseURL
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
    permissions: allowed ? ['camera'] : [],
  })
  // Every track the page opens, so a test can tell whether the camera still runs.
  await context.addInitScript(() => {
    const tracks: MediaStreamTrack[] = []
    ;(window as unknown as { __cameraTracks: MediaStreamTrack[] }).__cameraTracks = tracks
    const media = navigator.mediaDevices
    if (!media) return
    const open = media.getUserMedia.bind(media)
    media.getUserMedia = async (constraints) => {
      const stream = await open(constraints)
      tracks.push(...stream.getTracks())
      return stream
    }
  })
  const page = await context.newPage()
  const requests: Request[] = []
  const errors: string[] = []
  context.on('request', (request) => requests.push(request))
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto(ROUTE)
  await waitForHydration(page)
  return {
    browser,
    context,
    page,
    requests,
    errors,
    seconds,
    close: async () => {
      await browser.close()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

/** Records each instruction the live region shows, in order, and whether a countdown was ever on screen. */
async function recordCoaching(page: Page) {
  await page.evaluate(() => {
    const said: string[] = []
    const record = { said, countdown: false }
    ;(window as unknown as { __coaching: typeof record }).__coaching = record
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="camera-instruction"]')?.textContent ?? ''
      if (text && said.at(-1) !== text) said.push(text)
      if (document.querySelector('[data-testid="camera-countdown"]')) record.countdown = true
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  return () =>
    page.evaluate(
      () => (window as unknown as { __coaching: { said: string[]; countdown: boolean } }).__coaching,
    )
}

const liveTracks = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __cameraTracks: MediaStreamTrack[] }).__cameraTracks.filter(
        (t) => t.readyState === 'live',
      ).length,
  )

/** The verdict as the panel shows it: overall, and the rows that do not pass. */
async function verdict(page: Page) {
  const panel = page.getByTestId('compliance-panel')
  await expect(panel).not.toHaveAttribute('data-overall', 'pending')
  await expect(panel).toHaveAttribute('aria-busy', 'false')
  const failing = await panel
    .locator('[data-check][data-pass="false"]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-check')))
  return { overall: await panel.getAttribute('data-overall'), failing: failing.sort() }
}

test.describe('the live camera', () => {
  test("coaches a sitter into place in order, takes the photo on its own, and reaches the upload's verdict", async () => {
    const camera = await openWithCamera(COACHED, true)
    const { page } = camera
    try {
      const coaching = await recordCoaching(page)
      await page.getByRole('button', { name: COPY.open }).click()
      const panel = page.getByTestId('camera')
      await expect(panel).toHaveAttribute('data-camera', 'live')
      await expect(panel.getByText(COPY.privacy)).toBeVisible()
      await expect(page.getByRole('img', { name: 'Camera preview' })).toBeVisible()
      // The upload stays beside the camera.
      await expect(page.getByLabel(/upload your photo/i)).toBeAttached()
      const sentBefore = camera.requests.length
      // Nobody presses the shutter: the photo is taken once every condition has held.
      const tool = page.locator('[data-photo-phase]')
      await expect(tool).not.toHaveAttribute('data-photo-phase', 'empty')
      const sentWhileLive = camera.requests.slice(sentBefore).map((r) => `${r.method()} ${r.url()}`)
      expect(sentWhileLive).toEqual([])
      expect(await liveTracks(page)).toBe(0)
      const { said, countdown } = await coaching()
      expect(said).toEqual([COPY.closer, COPY.centre, COPY.level, COPY.hold])
      expect(countdown).toBe(true)
      await expect(tool).toHaveAttribute('data-photo-phase', 'optimized')
      const fromCamera = await verdict(page)
      await expect(page.getByRole('button', { name: COPY.retake })).toBeVisible()

      await page.getByRole('button', { name: 'New Image Upload' }).click()
      await uploadPhoto(page, HOME.file)
      const uploaded = await verdict(page)
      expect(fromCamera).toEqual(uploaded)
      // 'Ready to Download' both ways: the portrait passes everything but its wall, which the page replaces.
      expect(fromCamera).toEqual({ overall: 'true', failing: [] })
      expect(camera.errors).toEqual([])
    } finally {
      await camera.close()
    }
  })

  test('never takes a photo of a sitter who never gets into place; the shutter takes it from the keyboard', async () => {
    const camera = await openWithCamera(NEVER, true)
    const { page } = camera
    try {
      const coaching = await recordCoaching(page)
      await page.getByRole('button', { name: COPY.open }).click()
      const panel = page.getByTestId('camera')
      await expect(panel).toHaveAttribute('data-camera', 'live')
      await expect(page.getByTestId('camera-instruction')).toHaveText(COPY.closer)
      // Judged over two loops of the video and more, on enough frames to have held for a second: the page's
      // own frame marks say when (a slow machine coaches fewer frames a second, and takes longer to get there).
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('vps:camera:frame').length))
        .toBeGreaterThanOrEqual(40)
      await expect
        .poll(() =>
          page.evaluate(() => {
            const frames = performance.getEntriesByName('vps:camera:frame')
            return (frames.at(-1)?.startTime ?? 0) - (frames[0]?.startTime ?? 0)
          }),
        )
        .toBeGreaterThan((2 * camera.seconds + 1) * 1000)
      await expect(panel).toHaveAttribute('data-camera', 'live')
      await expect(page.locator('[data-photo-phase]')).toHaveAttribute('data-photo-phase', 'empty')
      const { said, countdown } = await coaching()
      expect(said).toEqual([COPY.closer])
      expect(countdown).toBe(false)
      await expect(panel.locator('[data-condition="distance"]')).toHaveAttribute('data-met', 'false')
      // The live panel, its preview, instruction, conditions and buttons: no WCAG 2.2 AA violation.
      const axe = await new AxeBuilder({ page })
        .include('[data-testid="camera"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(axe.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([])
      // The shutter, from the keyboard, takes the photo as it is: the camera stops, the pipeline runs.
      const shutter = page.getByRole('button', { name: COPY.shutter })
      await shutter.focus()
      await page.keyboard.press('Enter')
      await expect(page.locator('[data-photo-phase]')).toHaveAttribute('data-photo-phase', 'optimized')
      await expect(panel).toHaveCount(0)
      expect(await liveTracks(page)).toBe(0)
      expect(camera.errors).toEqual([])
    } finally {
      await camera.close()
    }
  })

  test('a refused camera says so, and the upload is still there', async () => {
    const camera = await openWithCamera(null, false)
    const { page } = camera
    try {
      await page.getByRole('button', { name: COPY.open }).click()
      const alert = page.getByTestId('camera').getByRole('alert')
      await expect(alert).toHaveText(COPY.denied)
      await expect(page.getByTestId('camera')).toHaveAttribute('data-camera', 'problem')
      await expect(page.getByLabel(/upload your photo/i)).toBeAttached()
      expect(await liveTracks(page)).toBe(0)
      // Escape closes the panel; the button to open it is back.
      await page.getByRole('button', { name: COPY.close }).focus()
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('camera')).toHaveCount(0)
      await expect(page.getByRole('button', { name: COPY.open })).toBeVisible()
    } finally {
      await camera.close()
    }
  })
})
