import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { type ComplianceDetails, complianceRowsOf } from '@vps/imaging'
import {
  type ComplianceResult,
  countryFrame,
  enginePartsFor,
  type PhotoClient,
  type PhotoFrame,
  placementMatrix,
  toFrame,
} from '@vps/imaging/photo'
import {
  BACKDROP_COPY,
  builtInEditPolicy,
  CHECK_DETAILS,
  CHECK_LABELS,
  COUNTRY_SPECS,
  type CountrySlug,
  type CountrySpec,
  defaultDocument,
  downloadCompleteToast,
  EMPTY_EXPORT,
  MESSAGES,
  TOASTS,
  UPLOAD_LIMITS,
} from '@vps/specs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../../../shared/toast/toast-store.ts'
import { PhotoToolCard } from './PhotoToolCard.tsx'

vi.mock('../../../shared/toast/toast-store.ts', () => ({ toast: vi.fn() }))

const fake = vi.hoisted(() => ({ client: null as PhotoClient | null }))
vi.mock('@vps/imaging/photo', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@vps/imaging/photo')>()),
  getPhotoClient: () => fake.client,
}))

/** What the engine would report for a Japan photo with this background and this many faces. */
function compliance(background: boolean, faces = 1): ComplianceResult {
  const details: ComplianceDetails = {
    size: { width: 600, height: 600, expectedWidth: 600, expectedHeight: 600 },
    quality: { measures: null, verdicts: [], wallReplaced: false },
    headPercent: faces > 0 ? 75 : null,
    coverage: { min: 70, max: 80 },
    rollDegrees: faces > 0 ? 0.4 : null,
    autoCenter: { levels: true, placesHead: true, covers: true },
    crownCut: false,
    faces: { checked: true, found: faces, othersInFrame: 0, where: [] },
    headPlaced: faces > 0,
    headInFrame: faces > 0 ? 1 : null,
    cover: { covered: true, paddedPercent: 0 },
    enlargement: 0.8,
    detailPx: faces > 0 ? 600 : null,
    backdrop: { replaced: false, bodyCutPx: 0, maxBodyCutPx: 12, faceShown: null, edits: 'allowed' },
    eyeLine: { percent: faces > 0 ? 61 : null, band: null },
    topMargin: { percent: faces > 0 ? 6 : null, band: null },
    crown: { measuredTo: 'hair', hairPercent: faces > 0 ? 75 : null },
    background: {
      samples: [],
      counted: 8,
      passing: background ? 8 : 2,
      needed: 6,
      pass: background,
      rule: 'colour-match',
    },
  }
  const rows = complianceRowsOf({ frame: countryFrame('japan'), details })
  return { overall: rows.every((row) => row.pass), rows, details }
}

/** The tool on a destination's default document, from its served row (the built-in one unless given). */
function Card({ country, name, spec }: { country: string; name: string; spec?: CountrySpec }) {
  const row = spec ?? COUNTRY_SPECS[country as CountrySlug]
  const document = defaultDocument(row, builtInEditPolicy(country), country)
  return <PhotoToolCard country={country} countryName={name} document={document} />
}

function fakeClient(
  options: {
    loadFails?: string
    background?: boolean
    exportFails?: boolean
    faces?: number
    /** The wall replaced: the check hands back before/after views of a 600x800 export (France's). */
    views?: boolean
  } = {},
): PhotoClient {
  const auto = { x: 0.01, y: 0.02, scale: 1.3, rotation: 0 }
  const faces = options.faces ?? 1
  const bitmap = { width: 600, height: 800, close() {} } as ImageBitmap
  const check = {
    compliance: compliance(options.background ?? true, faces),
    head: null,
    ms: 1,
    ...(options.views ? { views: { before: bitmap, after: bitmap } } : {}),
  }
  return {
    preload: vi.fn(),
    warm: vi.fn(async (frame: PhotoFrame) => ({ ready: enginePartsFor(frame), failed: [], ms: 3 })),
    cool: vi.fn(),
    // The camera's frames: not opened in these tests (tests/e2e/specs/camera.spec.ts opens it).
    coach: vi.fn(async () => {
      throw new Error('no camera here')
    }),
    load: vi.fn(async () => {
      if (options.loadFails) throw Object.assign(new Error('bad'), { name: options.loadFails })
      return { id: 1, width: 900, height: 1200, preview: { close() {} } as ImageBitmap, decodeMs: 1 }
    }),
    optimize: vi.fn(async () => ({
      ...check,
      face: {
        detected: faces > 0,
        x: 1,
        y: 1,
        width: 1,
        height: 1,
        confidence: faces > 0 ? 0.9 : 0.5,
        others: Array.from({ length: Math.max(0, faces - 1) }, () => ({
          x: 5,
          y: 5,
          width: 1,
          height: 1,
          score: 0.9,
        })),
      },
      optimized: {
        placement: auto,
        clamped: false,
        enlargedToCover: false,
        targetPercent: 75,
        fromFace: true,
      },
      detectMs: 1,
      qualityMs: 1,
    })),
    check: vi.fn(async () => check),
    exportPhoto: vi.fn(async () => {
      if (options.exportFails) throw Object.assign(new Error('checks'), { name: 'ExportVerificationError' })
      return {
        bytes: new Uint8Array(8),
        ms: 1,
        report: {
          fileName: 'japan-visa-photo.jpg',
          width: 600,
          height: 600,
          bytes: 266_650,
          kb: 266_650 / 1024,
          paddingBytes: 0,
          dpi: 300,
        },
      } as unknown as Awaited<ReturnType<PhotoClient['exportPhoto']>>
    }),
    makeSheet: vi.fn(async () => {
      throw new Error('no sheets in these tests')
    }),
    release: vi.fn(),
  }
}

beforeEach(() => {
  fake.client = fakeClient()
})

afterEach(() => {
  cleanup()
  vi.mocked(toast).mockClear()
})

function drop(file: File) {
  const input = screen.getByLabelText(/upload your photo/i)
  const label = document.querySelector(`label[for="${input.id}"]`) as HTMLElement
  fireEvent.drop(label, { dataTransfer: { files: [file] } })
}

const photo = () => new File(['x'], 'me.jpg', { type: 'image/jpeg' })

describe('PhotoToolCard', () => {
  it('rejects a non-image with the invalid type toast and keeps the upload area', () => {
    render(<Card country="japan" name="Japan" />)
    drop(new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }))
    expect(toast).toHaveBeenCalledWith(TOASTS.invalidFileType)
    expect(screen.getByLabelText(/upload your photo/i)).toBeTruthy()
  })

  it('rejects a photo over 4 MB with the too-large toast', () => {
    render(<Card country="japan" name="Japan" />)
    const big = new File([new Uint8Array(UPLOAD_LIMITS.photoMaxBytes + 1)], 'big.jpg', { type: 'image/jpeg' })
    drop(big)
    expect(toast).toHaveBeenCalledWith(TOASTS.photoTooLarge)
  })

  it('processes, auto-optimises and shows Ready to Download, then resets on New Image Upload', async () => {
    render(<Card country="japan" name="Japan" />)
    drop(photo())
    expect(screen.getByRole('status').textContent).toContain('Processing your photo...')
    await screen.findByRole('heading', { name: 'Ready to Download' })
    expect(toast).toHaveBeenCalledWith(TOASTS.autoOptimized)
    expect(screen.getByText(MESSAGES.ovalGuide)).toBeTruthy()
    expect((screen.getByRole('slider', { name: 'Zoom' }) as HTMLInputElement).value).toBe('130')
    fireEvent.click(screen.getByRole('button', { name: 'New Image Upload' }))
    // Its button has gone with the photo: the focus moves on to the file input, not to the page.
    expect(document.activeElement).toBe(screen.getByLabelText(/upload your photo/i))
    expect(fake.client?.release).toHaveBeenCalledWith(1)
  })

  it('keeps the focus on Download Photo while the file is made, and refuses a second click meanwhile', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() })
    // The file is made only when the test says so: the busy state is looked at while it lasts.
    const client = fakeClient()
    const made = client.exportPhoto
    let finish = () => {}
    const gate = new Promise<void>((resolve) => {
      finish = resolve
    })
    client.exportPhoto = vi.fn(async (...args: Parameters<PhotoClient['exportPhoto']>) => {
      await gate
      return made(...args)
    })
    fake.client = client
    render(<Card country="japan" name="Japan" />)
    drop(photo())
    await screen.findByRole('heading', { name: 'Ready to Download' })
    const button = screen.getByRole('button', { name: 'Download Photo' }) as HTMLButtonElement
    button.focus()
    fireEvent.click(button)
    const busy = screen.getByRole('button', { name: /Preparing download/ }) as HTMLButtonElement
    expect(busy).toBe(button)
    expect(busy.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(busy)
    fireEvent.click(busy)
    finish()
    await screen.findByTestId('export-receipt')
    expect(fake.client?.exportPhoto).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Download Photo' }))
  })

  it('with no face: never Ready to Download, the no-face toast instead of Face detected, and the row says so', async () => {
    fake.client = fakeClient({ faces: 0 })
    render(<Card country="japan" name="Japan" />)
    drop(photo())
    await screen.findByRole('heading', { name: 'Download Current Version' })
    expect(screen.queryByRole('heading', { name: 'Ready to Download' })).toBeNull()
    expect(toast).toHaveBeenCalledWith(TOASTS.noFaceFound)
    expect(toast).not.toHaveBeenCalledWith(TOASTS.autoOptimized)
    const found = document.querySelector('[data-check="faceFound"]') as HTMLElement
    expect(found.dataset.pass).toBe('false')
    expect(found.textContent).toContain(`${CHECK_LABELS.faceFound}: Fail`)
    expect(found.textContent).toContain(CHECK_DETAILS.noFace)
    // The spec's face row passes with no face, but says Check, not Pass, beside a head it could not measure.
    const face = document.querySelector('[data-check="face"]') as HTMLElement
    expect(face.dataset.status).toBe('warn')
    expect(face.textContent).toContain('Face size: Check')
    // Nothing to download: a frame of wall is no photo, and the panel says why.
    expect(screen.getByRole('button', { name: /Download Photo/ }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByTestId('download-empty').textContent).toBe(EMPTY_EXPORT.noFace)
  })

  it('with several faces: the several-faces toast, not Face detected', async () => {
    fake.client = fakeClient({ faces: 3 })
    render(<Card country="japan" name="Japan" />)
    drop(photo())
    await screen.findByRole('heading', { name: 'Ready to Download' })
    expect(toast).toHaveBeenCalledWith(TOASTS.severalFacesFound)
    expect(document.querySelector('[data-check="faceFound"]')?.textContent).toContain(
      CHECK_DETAILS.severalFacesOutside(3),
    )
  })

  it('shows the background card and the purple panel when the background fails', async () => {
    fake.client = fakeClient({ background: false })
    render(<Card country="japan" name="Japan" />)
    drop(photo())
    await screen.findByRole('heading', { name: 'Download Current Version' })
    expect(screen.getByRole('heading', { name: MESSAGES.backgroundIssueTitle })).toBeTruthy()
    expect(screen.getByText(MESSAGES.backgroundWarning)).toBeTruthy()
    expect(vi.mocked(toast).mock.calls.at(-1)?.[0]).toEqual(TOASTS.photoOptimizedWithBackgroundIssue)
  })

  it('takes the background card away once a later check passes the background', async () => {
    const client = fakeClient({ background: false })
    const passing = await fakeClient().check(1, { x: 0, y: 0, scale: 1, rotation: 0 }, {} as never)
    client.check = vi.fn(async () => passing)
    fake.client = client
    render(<Card country="japan" name="Japan" />)
    drop(photo())
    await screen.findByRole('heading', { name: MESSAGES.backgroundIssueTitle })
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }))
    await screen.findByRole('heading', { name: 'Ready to Download' }, { timeout: 2000 })
    expect(screen.queryByRole('heading', { name: MESSAGES.backgroundIssueTitle })).toBeNull()
  })

  it('uses the Vietnam toast on the Vietnam page', async () => {
    render(<Card country="vietnam" name="Vietnam" />)
    drop(photo())
    await screen.findByRole('heading', { name: 'Ready to Download' })
    expect(toast).toHaveBeenCalledWith(TOASTS.autoOptimizedVietnam)
  })

  it('gives the Invalid image toast and returns to the upload area when decoding fails', async () => {
    fake.client = fakeClient({ loadFails: 'ImageDecodeError' })
    render(<Card country="japan" name="Japan" />)
    drop(photo())
    await waitFor(() => expect(toast).toHaveBeenCalledWith(TOASTS.invalidImage))
    expect(screen.getByLabelText(/upload your photo/i)).toBeTruthy()
  })

  it('re-checks compliance after a manual zoom', async () => {
    render(<Card country="japan" name="Japan" />)
    drop(photo())
    await screen.findByRole('heading', { name: 'Ready to Download' })
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }))
    expect((screen.getByRole('slider', { name: 'Zoom' }) as HTMLInputElement).value).toBe('140')
    await waitFor(() => expect(fake.client?.check).toHaveBeenCalled(), { timeout: 2000 })
    const placement = vi.mocked(fake.client?.check as PhotoClient['check']).mock.calls[0]?.[1]
    expect(placement?.scale).toBeCloseTo(1.4)
  })

  it('gives the Processing error toast when the engine cannot start', async () => {
    fake.client = fakeClient({ loadFails: 'PhotoWorkerError' })
    render(<Card country="vietnam" name="Vietnam" />)
    drop(photo())
    await waitFor(() => expect(toast).toHaveBeenCalledWith(TOASTS.processingErrorVietnam))
    expect(screen.getByLabelText(/upload your photo/i)).toBeTruthy()
  })

  it('downloads the verified export, then shows its receipt', async () => {
    const createObjectURL = vi.fn(() => 'blob:photo')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    render(<Card country="japan" name="Japan" />)
    drop(photo())
    await screen.findByRole('heading', { name: 'Ready to Download' })
    fireEvent.click(screen.getByRole('button', { name: 'Download Photo' }))
    await screen.findByTestId('export-receipt')
    expect(createObjectURL).toHaveBeenCalled()
    expect(toast).toHaveBeenCalledWith(downloadCompleteToast('Japan'))
    expect(screen.getByTestId('export-receipt').textContent).toContain(
      '600x600 px, 266,650 bytes (260.4 KB of 1,024 bytes; 266.6 kB of 1,000), 300 dpi',
    )
  })

  it('gives the Download failed toast when the export fails its checks', async () => {
    fake.client = fakeClient({ exportFails: true })
    render(<Card country="japan" name="Japan" />)
    drop(photo())
    await screen.findByRole('heading', { name: 'Ready to Download' })
    fireEvent.click(screen.getByRole('button', { name: 'Download Photo' }))
    await waitFor(() => expect(toast).toHaveBeenCalledWith(TOASTS.downloadFailed))
    expect(screen.queryByTestId('export-receipt')).toBeNull()
    expect((screen.getByRole('button', { name: 'Download Photo' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('optimises and exports with the served spec: a staff-added destination gets its own frame', async () => {
    const spec = {
      ...COUNTRY_SPECS.japan,
      width_px: 420,
      height_px: 540,
      min_file_size_kb: 30,
      max_file_size_kb: 120,
    }
    render(<Card country="atlantis" name="Atlantis" spec={spec} />)
    drop(photo())
    await screen.findByRole('heading', { name: 'Ready to Download' })
    const frame = vi.mocked(fake.client?.optimize as PhotoClient['optimize']).mock.calls[0]?.[1]
    expect(frame).toMatchObject({
      code: 'atlantis',
      backgroundRule: 'colour-match',
      fileSizeRule: 'window',
      width: 420,
      height: 540,
      fileSizeKb: { min: 30, max: 120 },
      fileName: 'atlantis-visa-photo.jpg',
    })
  })

  it("keeps the Vietnam document's rules with an edited Vietnam row", async () => {
    render(
      <Card country="vietnam" name="Vietnam" spec={{ ...COUNTRY_SPECS.vietnam, max_file_size_kb: 200 }} />,
    )
    drop(photo())
    await screen.findByRole('heading', { name: 'Ready to Download' })
    const frame = vi.mocked(fake.client?.optimize as PhotoClient['optimize']).mock.calls[0]?.[1]
    expect(frame).toMatchObject({
      backgroundRule: 'whitish',
      fileSizeRule: 'encode-ladder',
      width: 472,
      height: 708,
      fileSizeKb: { min: null, max: 200 },
    })
  })
})

describe('PhotoToolCard background replacement', () => {
  const switchOf = () => screen.getByRole('switch', { name: /Replace the background/ }) as HTMLInputElement

  it('is off on the United States page, with the State Department reason and its source', () => {
    render(<Card country="united-states" name="United States" />)
    const policy = builtInEditPolicy('united-states')
    expect(switchOf().checked).toBe(false)
    expect(screen.getByTestId('backdrop-meaning').textContent).toBe(
      BACKDROP_COPY.meaning(policy, false, '#ffffff'),
    )
    expect(screen.getByTestId('backdrop-meaning').textContent).toContain('edited or filtered')
    const source = screen.getByRole('link', { name: policy.source.name }) as HTMLAnchorElement
    expect(source.href).toBe(policy.source.url)
  })

  it('is on on a Schengen page, and the first optimisation replaces the wall onto the main colour', async () => {
    render(<Card country="france" name="France" />)
    expect(switchOf().checked).toBe(true)
    expect(switchOf().labels?.[0]?.textContent).toBe('Replace the background with plain light grey')
    drop(photo())
    await screen.findByRole('heading', { name: 'Ready to Download' })
    const frame = vi.mocked(fake.client?.optimize as PhotoClient['optimize']).mock.calls[0]?.[1]
    expect(frame?.backdrop).toEqual({ replace: true, edits: 'allowed' })
    expect(frame?.background).toBe('#f5f5f5')
  })

  it('switching it on where edits are refused re-checks at once with the wall replaced, and says what that means', async () => {
    render(<Card country="united-states" name="United States" />)
    drop(photo())
    await screen.findByRole('heading', { name: 'Ready to Download' })
    const optimized = vi.mocked(fake.client?.optimize as PhotoClient['optimize']).mock.calls[0]?.[1]
    expect(optimized?.backdrop).toEqual({ replace: false, edits: 'refused' })
    fireEvent.click(switchOf())
    await waitFor(() => expect(fake.client?.check).toHaveBeenCalled())
    const checked = vi.mocked(fake.client?.check as PhotoClient['check']).mock.calls[0]
    expect(checked?.[1]).toEqual({ x: 0.01, y: 0.02, scale: 1.3, rotation: 0 })
    expect(checked?.[2].backdrop).toEqual({ replace: true, edits: 'refused' })
    expect(screen.getByTestId('backdrop-meaning').textContent).toContain('likely to be rejected')
  })

  it('lets the visitor pick another accepted colour, and checks the photo on it at once', async () => {
    render(<Card country="france" name="France" />)
    drop(photo())
    await screen.findByRole('heading', { name: 'Ready to Download' })
    fireEvent.click(screen.getByRole('radio', { name: 'White' }))
    await waitFor(() => expect(fake.client?.check).toHaveBeenCalled())
    const frame = vi.mocked(fake.client?.check as PhotoClient['check']).mock.calls[0]?.[2]
    expect(frame?.background).toBe('#ffffff')
    expect(frame?.backdrop.replace).toBe(true)
    expect(switchOf().labels?.[0]?.textContent).toBe('Replace the background with plain white')
  })
})

describe('PhotoToolCard touch-up', () => {
  it('sends strokes in the photo’s own pixels with every check and the download, and takes them back on Undo', async () => {
    fake.client = fakeClient({ views: true })
    const check = vi.mocked(fake.client.check)
    render(<Card country="france" name="France" />)
    drop(photo())
    await screen.findByRole('heading', { name: 'Ready to Download' })
    expect(screen.getByTestId('touch-up-count').textContent).toBe('No touch-ups yet')
    fireEvent.click(screen.getByRole('button', { name: 'Touch up' }))
    // Space paints a dab at the view's centre: with no head, the view is centred at (300, 267) of the export.
    fireEvent.keyDown(screen.getByRole('img', { name: /touch-up on/ }), { key: ' ' })
    expect(screen.getByTestId('touch-up-count').textContent).toBe('1 stroke')
    await waitFor(() => expect(check).toHaveBeenCalledTimes(1))
    const [, placement, frame, options] = check.mock.calls[0] ?? []
    const [stroke] = options?.touchUps ?? []
    if (!stroke || !placement || !frame) throw new Error('no stroke sent')
    // Kept in the 900x1200 photo's pixels: mapped back by the placement, it lands where it was painted.
    const image = { width: 900, height: 1200 }
    const at = toFrame(image, placement, frame, stroke.points[0] as { x: number; y: number })
    expect(at.x).toBeCloseTo(300, 6)
    expect(at.y).toBeCloseTo(267, 6)
    expect(stroke.radius * placementMatrix(image, placement, frame).pixelsPerSourcePixel).toBeCloseTo(8, 6)
    expect(stroke.mode).toBe('remove')
    await screen.findByRole('heading', { name: 'Ready to Download' })

    fireEvent.click(screen.getByRole('button', { name: 'Download Photo' }))
    await waitFor(() => expect(fake.client?.exportPhoto).toHaveBeenCalled())
    expect(vi.mocked(fake.client.exportPhoto).mock.calls[0]?.[3]).toEqual({ touchUps: [stroke] })

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(check).toHaveBeenCalledTimes(2))
    expect(check.mock.calls[1]?.[3]?.touchUps).toEqual([])
    expect(screen.getByTestId('touch-up-count').textContent).toBe('No touch-ups yet')
  })
})

describe('PhotoToolCard warms the engine before a file is chosen', () => {
  /** The idle callbacks the page asked for, run by the test when it says the browser is idle. */
  let idle: { run: IdleRequestCallback; options: IdleRequestOptions | undefined }[]
  const saveData = (on: boolean) =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: on }, configurable: true })
  const runIdle = () => {
    for (const { run } of idle.splice(0)) run({ didTimeout: false, timeRemaining: () => 50 })
  }
  const tool = () => document.querySelector('[data-photo-phase]') as HTMLElement

  beforeEach(() => {
    idle = []
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback, options?: IdleRequestOptions) => {
      idle.push({ run, options })
      return idle.length
    })
    vi.stubGlobal('cancelIdleCallback', vi.fn())
    saveData(false)
    // The tests above warmed on happy-dom's own idle callbacks.
    performance.clearMarks()
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    Reflect.deleteProperty(navigator, 'connection')
  })

  it('waits for the page to be idle, then warms for the document and marks the tool warm', async () => {
    render(<Card country="germany" name="Germany" />)
    expect(document.readyState).toBe('complete')
    expect(idle).toHaveLength(1)
    // An idle callback with a deadline, so a page that is never idle still warms.
    expect(idle[0]?.options?.timeout).toBeGreaterThan(0)
    // Not before the browser is idle.
    await new Promise((r) => setTimeout(r, 20))
    expect(fake.client?.warm).not.toHaveBeenCalled()
    expect(tool().dataset.engine).toBe('cold')
    runIdle()
    await waitFor(() => expect(tool().dataset.engine).toBe('warm'))
    expect(fake.client?.warm).toHaveBeenCalledTimes(1)
    // The frame of the page's document, its wall replaced as the page starts (Germany allows it).
    const frame = vi.mocked(fake.client?.warm as PhotoClient['warm']).mock.calls[0]?.[0]
    expect(frame?.width).toBe(countryFrame('germany').width)
    expect(frame?.backdrop.replace).toBe(true)
    expect(performance.getEntriesByName('vps:photo:warm')).toHaveLength(1)
    // A photo afterwards runs as before.
    drop(photo())
    await screen.findByRole('heading', { name: 'Ready to Download' })
    // Leaving the page lets the worker go.
    cleanup()
    expect(fake.client?.cool).toHaveBeenCalledTimes(1)
  })

  it('with Save-Data asks for no idle time and warms nothing', async () => {
    saveData(true)
    render(<Card country="germany" name="Germany" />)
    await new Promise((r) => setTimeout(r, 50))
    expect(idle).toHaveLength(0)
    expect(fake.client?.warm).not.toHaveBeenCalled()
    expect(tool().dataset.engine).toBe('cold')
    // The intent to choose a file still loads it: that visitor is about to need it.
    const input = screen.getByLabelText(/upload your photo/i)
    fireEvent.pointerEnter(document.querySelector(`label[for="${input.id}"]`) as HTMLElement)
    await waitFor(() => expect(fake.client?.warm).toHaveBeenCalledTimes(1))
  })

  it('a page left before it was idle warms nothing', async () => {
    render(<Card country="japan" name="Japan" />)
    expect(idle).toHaveLength(1)
    cleanup()
    runIdle()
    await new Promise((r) => setTimeout(r, 20))
    expect(fake.client?.warm).not.toHaveBeenCalled()
  })
})
