// The Node API, in the words of the task (docs/imaging-node.md): compress an image to N KB, make a visa
// photo for a destination, or check one made elsewhere. Inputs are a path, a Buffer or a Uint8Array; the
// codecs and models load themselves on first use from the package and the repository's models/.
import { readFile } from 'node:fs/promises'
import {
  builtInDestination,
  type Destination,
  documentOf,
  documentsOf,
  EMPTY_EXPORT,
  type PhotoDocument,
} from '@vps/specs'
import type { CompressOptions, CompressResult } from '../engine/compress.ts'
import { compressToTarget as compressRaster } from '../engine/compress.ts'
import { copyPlan, startingPicture } from '../engine/decode-plan.ts'
import { EmptyExportError, ModelLoadError, UnknownCountryError, UnknownDocumentError } from '../errors.ts'
import { segmentImage } from '../matting/segment-image.ts'
import { countTouchUps, type TouchUpStroke } from '../matting/touch-up.ts'
import type { ComplianceRow } from '../photo/checks/types.ts'
import type { ComplianceResult } from '../photo/compliance.ts'
import { emptyExport } from '../photo/empty-export.ts'
import { type ExportReport, verify } from '../photo/export.ts'
import { exportFacePass } from '../photo/faces-in-frame.ts'
import { documentFrame, type PhotoFrame, withBackdrop } from '../photo/frame.ts'
import { checkPlacement, exportPlacement, optimizePlacement } from '../photo/pipeline.ts'
import { NEUTRAL_PLACEMENT, type Placement } from '../photo/placement.ts'
import { photoReceiptHtml } from '../photo/receipt.ts'
import type { RasterImage } from '../types.ts'
import { initCodecsFromNodeModules, nodeCodecs } from './codecs.ts'
import { decodeFile } from './decode.ts'
import {
  createFaceModel,
  createIrisModel,
  createMeshModel,
  createSegmentationModel,
  detectFace,
  getFaceMeshModel,
  getFaceModel,
  getIrisModel,
  getSegmentationModel,
} from './face.ts'
import { PACKAGE_NAME, PACKAGE_VERSION } from './package-info.ts'

/** A file's path, or its bytes (a Node Buffer is a Uint8Array). */
export type ImageInput = string | Uint8Array

const isRaster = (input: ImageInput | RasterImage): input is RasterImage =>
  typeof input === 'object' && !(input instanceof Uint8Array) && 'data' in input

async function bytesOf(input: ImageInput): Promise<Uint8Array> {
  return typeof input === 'string' ? new Uint8Array(await readFile(input)) : input
}

/**
 * Compresses an image into the [N − 2, N] KB window, as the site's compress pages do. Takes a path, bytes
 * or a decoded RasterImage; `options.codecs` defaults to the package's own (loaded on first use).
 * A file is read as the page's worker reads it: decoded in full, then searched from a copy when the engine
 * says the copy is enough (startingPicture), so that a file and target give the page's bytes and status.
 * Throws ImageDecodeError / ImageTooLargeError for input it cannot use.
 */
export async function compressToTarget(
  input: ImageInput | RasterImage,
  kb: number,
  options: Partial<CompressOptions> = {},
): Promise<CompressResult> {
  if (!options.codecs) await initCodecsFromNodeModules()
  const codecs = options.codecs ?? nodeCodecs
  if (isRaster(input)) return compressRaster(input, kb, { ...options, codecs })
  const full = await decodeFile(await bytesOf(input), options)
  const original = { width: full.width, height: full.height }
  const plan = copyPlan(kb, options.tuning, options.unit)(original)
  const copy = await startingPicture(full, plan, codecs.resize)
  return compressRaster(copy ?? full, kb, { ...options, codecs, original })
}

export interface VisaPhotoOptions {
  /** The destination's code, as in the site's addresses: 'united-kingdom', 'japan', 'vietnam'… */
  country: string
  /** One of the destination's documents (docs/photo-documents.md); the one its page opens on when left out. */
  document?: string
  /** Replace the wall behind the person with the document's colour, where its authority allows edits. */
  replaceBackground?: boolean
  /**
   * Touch-up strokes in the portrait's own pixels, painted into the alpha where the wall is replaced
   * (docs/background.md, "Touch-up"); the receipt counts them.
   */
  touchUps?: readonly TouchUpStroke[]
  /** Other model weights as bytes; the package's own models otherwise. */
  models?: ModelBytes
}

export interface VisaPhotoCheck {
  /** True when every check passes: what the site shows as 'Ready to Download'. */
  ready: boolean
  /** Every check of the site's compliance panel, with the measurements behind them. */
  compliance: ComplianceResult
  /** The same checks as the panel's rows: label, 'pass' / 'warn' / 'fail', measured value and requirement. */
  checks: ComplianceRow[]
  /** The frame the photo was made or checked for: pixels, KB window, dpi, head band, file name. */
  frame: PhotoFrame
}

export interface VisaPhoto extends VisaPhotoCheck {
  /** The JPEG, in the document's pixel size, dpi and KB window. */
  bytes: Uint8Array
  /** What the file was checked to be after it was written (its size, dpi, SHA-256, …). */
  report: ExportReport
  /**
   * The receipt as a complete HTML page, as the site's "Download report" saves it: the document and its
   * sources, every check with its value and requirement, and the file's pixels, KB, dpi and SHA-256.
   */
  receipt: string
  /** Where the photo sits in the frame (the automatic placement, as the site's Auto Center). */
  placement: Placement
}

interface ChosenDocument {
  destination: Destination
  document: PhotoDocument
  frame: PhotoFrame
}

// The destination and its document by their codes; UnknownCountryError / UnknownDocumentError otherwise.
function chooseDocument({ country, document, replaceBackground }: VisaPhotoOptions): ChosenDocument {
  const destination = builtInDestination(country)
  if (!destination) throw new UnknownCountryError(country)
  const source = { ...destination, code: country }
  const documents = documentsOf(source)
  // Left out: the document the site's page opens on (the DS-160 on the US page).
  const chosen =
    document === undefined ? documentOf(source, undefined) : documents.find((doc) => doc.id === document)
  if (!chosen)
    throw new UnknownDocumentError(
      country,
      document ?? '',
      documents.map((doc) => doc.id),
    )
  const frame = documentFrame(country, chosen)
  return {
    destination,
    document: chosen,
    frame: replaceBackground ? withBackdrop(frame, { replace: true }) : frame,
  }
}

/** A destination's document by its codes; UnknownCountryError / UnknownDocumentError otherwise. */
export function visaDocument(options: Pick<VisaPhotoOptions, 'country' | 'document'>): PhotoDocument {
  return chooseDocument(options).document
}

/** The frame of a destination's document; UnknownCountryError / UnknownDocumentError otherwise. */
export function visaFrame(options: VisaPhotoOptions): PhotoFrame {
  return chooseDocument(options).frame
}

// The receipt names this package where the site's names its page.
const MADE_WITH = `${PACKAGE_NAME} ${PACKAGE_VERSION} (Node.js)`

/** The report the site's "Download report" saves, for this photo: its rows in words and the file's facts. */
function receiptOf(
  chosen: ChosenDocument,
  ready: boolean,
  rows: ComplianceRow[],
  file: ExportReport,
  touchUps: readonly TouchUpStroke[] = [],
): string {
  return photoReceiptHtml({
    ...(chosen.frame.backdrop.replace && touchUps.length ? { touchUp: countTouchUps(touchUps) } : {}),
    madeAt: new Date(),
    destination: chosen.destination.name,
    document: chosen.document.name,
    madeWith: MADE_WITH,
    sources: chosen.document.sources,
    ready,
    checks: rows.map(({ label, status, detail }) => ({ label, status, detail })),
    file,
  })
}

/**
 * Other weights for the models, as bytes (ONNX files with the same inputs and outputs as those in the
 * package's models/). Load them once and pass the same objects: a session is kept for them, and other bytes
 * for the same model release it (so calls running at once must share weights). A model that cannot load or
 * run is left out as the site leaves it out (the face detector falls back to a rough box, the others to
 * simpler measures, and the checks say what they could not measure), except the person mask when the wall
 * is to be replaced: ModelLoadError.
 */
export interface ModelBytes {
  /** YuNet face detection (face_detection_yunet_s_dynamic.onnx). */
  face?: Uint8Array
  /** The MediaPipe face mesh (face_landmark.onnx). */
  mesh?: Uint8Array
  /** The iris landmarks (iris_landmark.onnx). */
  iris?: Uint8Array
  /** The person mask (selfie_segmentation.onnx): the crown, and the wall when it is replaced. */
  person?: Uint8Array
}

type ModelKind = keyof ModelBytes
type Releasable = { release?(): Promise<void> }

// One session per model for weights handed in, held while the same bytes object keeps coming. Other bytes
// for that model release the session before (ORT's WebAssembly memory is not garbage-collected: a new
// session per call grew a process by about 100 MB in a dozen calls). A load that failed is tried again.
const handedIn = new Map<ModelKind, { bytes: Uint8Array; session: Promise<Releasable> }>()

function sessionOf<T extends Releasable>(
  kind: ModelKind,
  bytes: Uint8Array,
  create: (bytes: Uint8Array) => Promise<T>,
): Promise<T> {
  const held = handedIn.get(kind)
  if (held?.bytes === bytes) return held.session as Promise<T>
  if (held) held.session.then((old) => old.release?.()).catch(() => {})
  const session = create(bytes)
  handedIn.set(kind, { bytes, session })
  // detectFace takes the promise and falls back when it rejects; the next call loads again.
  session.catch(() => {
    if (handedIn.get(kind)?.session === session) handedIn.delete(kind)
  })
  return session
}

// The four models: those handed in, else the package's, loaded once per process on first use.
function modelsOf(bytes: ModelBytes = {}) {
  return {
    model: bytes.face ? sessionOf('face', bytes.face, createFaceModel) : getFaceModel(),
    mesh: bytes.mesh ? sessionOf('mesh', bytes.mesh, createMeshModel) : getFaceMeshModel(),
    iris: bytes.iris ? sessionOf('iris', bytes.iris, createIrisModel) : getIrisModel(),
    segmenter: bytes.person
      ? sessionOf('person', bytes.person, createSegmentationModel)
      : getSegmentationModel(),
  }
}

/**
 * Makes a visa photo from a portrait: finds the face, places the head in the document's band, renders it at
 * the document's size (the wall replaced when asked and allowed), writes the JPEG into its KB window and
 * runs every check the site runs. `ready` is the site's 'Ready to Download'. Throws EmptyExportError where the
 * photo would show nobody (no face found, the head outside the frame, or lost with the wall): no file is made.
 */
export async function makeVisaPhoto(input: ImageInput, options: VisaPhotoOptions): Promise<VisaPhoto> {
  const chosen = chooseDocument(options)
  const { frame } = chosen
  const image = await decodeFile(await bytesOf(input))
  await initCodecsFromNodeModules()
  const models = modelsOf(options.models)
  const face = await detectFace(image, models)
  const { placement, head } = optimizePlacement(image, face, frame)
  // Replacing the wall needs the person mask: without it there is nothing to replace, so that is an error.
  const segment = async (raster: RasterImage) =>
    segmentImage(
      raster,
      await models.segmenter.catch((cause) => {
        throw new ModelLoadError('person mask', { cause })
      }),
    )
  const touchUps = options.touchUps ?? []
  const made = {
    encode: nodeCodecs.encode,
    segment,
    findFaces: exportFacePass(() => models.model),
    ...(touchUps.length ? { touchUps } : {}),
  }
  const check = await checkPlacement(image, placement, frame, { face, head }, made)
  const empty = emptyExport(check.compliance.details)
  if (empty) throw new EmptyExportError(empty, EMPTY_EXPORT[empty])
  const { bytes, report } = await exportPlacement(image, placement, frame, {
    codecs: nodeCodecs,
    rendered: check.rendered,
  })
  const checks = check.compliance.rows
  return {
    ready: check.compliance.overall,
    compliance: check.compliance,
    checks,
    frame,
    bytes,
    report,
    receipt: receiptOf(chosen, check.compliance.overall, checks, report, touchUps),
    placement,
  }
}

export interface VisaPhotoFileCheck extends VisaPhotoCheck {
  /** The file against the document: JPEG, pixel size, KB window and dpi. */
  file: ExportReport
}

/**
 * Checks a photo made elsewhere against a destination's document: the file itself (JPEG, exact pixel size,
 * KB window, dpi) and the photo as it stands (face, head size, background, quality…). `ready` needs both.
 */
export async function checkVisaPhoto(
  input: ImageInput,
  options: Omit<VisaPhotoOptions, 'replaceBackground'>,
): Promise<VisaPhotoFileCheck> {
  const frame = visaFrame(options)
  const bytes = await bytesOf(input)
  const image = await decodeFile(bytes)
  await initCodecsFromNodeModules()
  const file = await verify(bytes, frame, nodeCodecs.decode, { quality: 0, encodes: 0, paddingBytes: 0 })
  const models = modelsOf(options.models)
  const face = await detectFace(image, models)
  // As it stands: the photo fills the frame as it is, neither moved nor zoomed.
  const { head } = optimizePlacement(image, face, frame)
  const check = await checkPlacement(
    image,
    NEUTRAL_PLACEMENT,
    frame,
    { face, head },
    { encode: nodeCodecs.encode, findFaces: exportFacePass(() => models.model) },
  )
  const fileOk = Object.values(file.checks).every(Boolean)
  return {
    ready: check.compliance.overall && fileOk,
    compliance: check.compliance,
    checks: check.compliance.rows,
    frame,
    file,
  }
}
