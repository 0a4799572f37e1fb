// The Node API, in the words of the task (docs/imaging-node.md): compress an image to N KB, make a visa
// photo for a destination, or check one made elsewhere. Inputs are a path, a Buffer or a Uint8Array; the
// codecs and models load themselves on first use from the package and the repository's models/.
import { readFile } from 'node:fs/promises'
import { builtInDestination, documentsOf } from '@vps/specs'
import type { CompressOptions, CompressResult } from '../engine/compress.ts'
import { compressToTarget as compressRaster } from '../engine/compress.ts'
import { UnknownCountryError, UnknownDocumentError } from '../errors.ts'
import { segmentImage } from '../matting/segment-image.ts'
import type { ComplianceResult } from '../photo/compliance.ts'
import { type ExportReport, verify } from '../photo/export.ts'
import { documentFrame, type PhotoFrame, withBackdrop } from '../photo/frame.ts'
import { checkPlacement, exportPlacement, optimizePlacement } from '../photo/pipeline.ts'
import { NEUTRAL_PLACEMENT, type Placement } from '../photo/placement.ts'
import type { RasterImage } from '../types.ts'
import { initCodecsFromNodeModules, nodeCodecs } from './codecs.ts'
import { decodeFile } from './decode.ts'
import { detectFace, getSegmentationModel } from './face.ts'

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
 * Throws ImageDecodeError / ImageTooLargeError for input it cannot use.
 */
export async function compressToTarget(
  input: ImageInput | RasterImage,
  kb: number,
  options: Partial<CompressOptions> = {},
): Promise<CompressResult> {
  const image = isRaster(input) ? input : await decodeFile(await bytesOf(input), options)
  if (!options.codecs) await initCodecsFromNodeModules()
  return compressRaster(image, kb, { ...options, codecs: options.codecs ?? nodeCodecs })
}

export interface VisaPhotoOptions {
  /** The destination's code, as in the site's addresses: 'united-kingdom', 'japan', 'vietnam'… */
  country: string
  /** One of the destination's documents (docs/photo-documents.md); its default one when left out. */
  document?: string
  /** Replace the wall behind the person with the document's colour, where its authority allows edits. */
  replaceBackground?: boolean
}

export interface VisaPhotoCheck {
  /** True when every check passes: what the site shows as 'Ready to Download'. */
  ready: boolean
  /** Every check of the site's compliance panel, with the measurements behind them. */
  compliance: ComplianceResult
  /** The frame the photo was made or checked for: pixels, KB window, dpi, head band, file name. */
  frame: PhotoFrame
}

export interface VisaPhoto extends VisaPhotoCheck {
  /** The JPEG, in the document's pixel size, dpi and KB window. */
  bytes: Uint8Array
  /** What the file was checked to be after it was written (its size, dpi, SHA-256, …). */
  report: ExportReport
  /** Where the photo sits in the frame (the automatic placement, as the site's Auto Center). */
  placement: Placement
}

/** The frame of a destination's document; UnknownCountryError / UnknownDocumentError otherwise. */
export function visaFrame({ country, document, replaceBackground }: VisaPhotoOptions): PhotoFrame {
  const destination = builtInDestination(country)
  if (!destination) throw new UnknownCountryError(country)
  const documents = documentsOf({ ...destination, code: country })
  const chosen = document === undefined ? documents[0] : documents.find((doc) => doc.id === document)
  if (!chosen)
    throw new UnknownDocumentError(
      country,
      document ?? '',
      documents.map((doc) => doc.id),
    )
  const frame = documentFrame(country, chosen)
  return replaceBackground ? withBackdrop(frame, { replace: true }) : frame
}

const segment = async (image: RasterImage) => segmentImage(image, await getSegmentationModel())

/**
 * Makes a visa photo from a portrait: finds the face, places the head in the document's band, renders it at
 * the document's size (the wall replaced when asked and allowed), writes the JPEG into its KB window and
 * runs every check the site runs. `ready` is the site's 'Ready to Download'.
 */
export async function makeVisaPhoto(input: ImageInput, options: VisaPhotoOptions): Promise<VisaPhoto> {
  const frame = visaFrame(options)
  const image = await decodeFile(await bytesOf(input))
  await initCodecsFromNodeModules()
  const face = await detectFace(image)
  const { placement, head } = optimizePlacement(image, face, frame)
  const made = { encode: nodeCodecs.encode, segment }
  const check = await checkPlacement(image, placement, frame, { face, head }, made)
  const { bytes, report } = await exportPlacement(image, placement, frame, {
    codecs: nodeCodecs,
    rendered: check.rendered,
  })
  return { ready: check.compliance.overall, compliance: check.compliance, frame, bytes, report, placement }
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
  const face = await detectFace(image)
  // As it stands: the photo fills the frame as it is, neither moved nor zoomed.
  const { head } = optimizePlacement(image, face, frame)
  const check = await checkPlacement(
    image,
    NEUTRAL_PLACEMENT,
    frame,
    { face, head },
    { encode: nodeCodecs.encode },
  )
  const fileOk = Object.values(file.checks).every(Boolean)
  return { ready: check.compliance.overall && fileOk, compliance: check.compliance, frame, file }
}
