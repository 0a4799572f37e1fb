// The print sheet's rules (docs/print-sheets.md): the papers, the resolutions a sheet can be written at, and
// the sizes of everything drawn on it besides the photos. The engine lays the sheet out from these numbers and
// the page offers the same choices, so both read them here.

/** A paper a lab, a kiosk or a home printer takes, in mm, portrait (width ≤ height); inches are 25.4 mm. */
export interface PrintPaper {
  id: PrintPaperId
  /** What the page's menu says. */
  label: string
  widthMm: number
  heightMm: number
  /**
   * The blank border kept on every side, mm. A lab's "borderless" print trims up to about 2 mm a side, and
   * a 4x6 in sheet printed on 10x15 cm paper loses 0.8 mm more; a home printer cannot print the outer 3-6 mm.
   */
  marginMm: number
  /**
   * The dpi a JPEG sheet of this paper can be written at. A4 and Letter stop at 300: at 600 dpi they are 35
   * megapixels, which a phone's browser cannot encode in memory, and the PDF keeps the photo's own pixels
   * for a home printer anyway.
   */
  dpis: readonly PrintDpi[]
}

/**
 * The resolutions a sheet is written at, the default first. 300 dpi is what photo labs and kiosks print
 * at; 254 dpi is what many labs in China print at (1000 px = 10 cm), so a sheet made at 300 would come out
 * 18 % too large there; 600 dpi keeps a 600 dpi document's own pixels (the Schengen print) on a home printer.
 */
export const PRINT_DPIS = [300, 254, 600] as const
export type PrintDpi = (typeof PRINT_DPIS)[number]

export const PRINT_PAPER_IDS = ['4x6', '10x15', '5x7', 'a4', 'letter'] as const
export type PrintPaperId = (typeof PRINT_PAPER_IDS)[number]

const OFFICE_DPIS = [300, 254] as const

export const PRINT_PAPERS: Record<PrintPaperId, PrintPaper> = {
  '4x6': {
    id: '4x6',
    label: '4x6 in photo print',
    widthMm: 101.6,
    heightMm: 152.4,
    marginMm: 3,
    dpis: PRINT_DPIS,
  },
  // The same print where labs cut metric paper (China, much of Europe): 1000x1500 px at 254 dpi.
  '10x15': {
    id: '10x15',
    label: '10x15 cm photo print',
    widthMm: 100,
    heightMm: 150,
    marginMm: 3,
    dpis: PRINT_DPIS,
  },
  '5x7': {
    id: '5x7',
    label: '5x7 in photo print',
    widthMm: 127,
    heightMm: 177.8,
    marginMm: 3,
    dpis: PRINT_DPIS,
  },
  a4: { id: 'a4', label: 'A4 paper', widthMm: 210, heightMm: 297, marginMm: 8, dpis: OFFICE_DPIS },
  letter: {
    id: 'letter',
    label: 'US Letter paper',
    widthMm: 215.9,
    heightMm: 279.4,
    marginMm: 8,
    dpis: OFFICE_DPIS,
  },
}

export type PrintOrientation = 'portrait' | 'landscape'

export const PRINT_SHEET = {
  defaultPaper: '4x6' as PrintPaperId,
  defaultOrientation: 'portrait' as PrintOrientation,
  defaultDpi: 300 as PrintDpi,
  /** Between two copies, mm: room for both copies' cut marks and for the scissors. */
  gapMm: 4,
  /** The cut marks: short lines continuing each edge of a photo outward from its corners, mm. */
  cutMark: {
    /** From the photo's corner to where the mark starts: the mark never touches the photo. */
    offsetMm: 0.5,
    lengthMm: 1.5,
    /** Line width; drawn centred on the photo's edge, so the cut goes through the middle of the mark. */
    widthMm: 0.2,
  },
  /** The calibration ruler: a bar the traveller measures with a ruler before cutting. */
  ruler: {
    lengthMm: 50,
    /** The bar's thickness, mm. */
    barMm: 0.4,
    /** Tick lengths below the bar: every mm, every 5 mm, every 10 mm (numbered). */
    tickMm: { 1: 1.2, 5: 2, 10: 2.8 },
    tickWidthMm: 0.15,
  },
  /** Text on the sheet (the ruler's label): the height of a capital letter, and the line pitch, mm. */
  text: { capHeightMm: 1.8, lineMm: 3 },
  /** Copies a visitor can ask for at most; a sheet holds fewer when fewer fit. */
  maxCopies: 40,
  /**
   * How far a photo's measured size and place, and the ruler's length, may be from the rule once the sheet
   * is decoded again, mm: a photo at 254 dpi is placed to the nearest 0.1 mm pixel.
   */
  toleranceMm: 0.2,
} as const

/** Where the page and the sheet say what to ask the lab for. */
export const PRINT_SHEET_COPY = {
  heading: 'Print sheet',
  labInstruction: 'Print at 100 % (actual size), no fit-to-page, no borders.',
  rulerCheck: 'Before cutting, measure the bar beside the ruler: it must be 50 mm.',
  labAdvice:
    'At a lab or kiosk, order one print of the JPEG at the paper size you chose and ask for it printed at 100 %: no fit-to-page, no crop, no borders. At home, print the PDF at "Actual size" (100 %), not "Fit" or "Shrink to page". Then measure the 50 mm bar with a ruler before you cut along the marks.',
  toasts: {
    made: (fileName: string, copies: number) =>
      ({
        title: 'Sheet downloaded',
        description: `${fileName}: ${copies} ${copies === 1 ? 'copy' : 'copies'}. Print it at 100 %.`,
        variant: 'default',
      }) as const,
    failed: (reason: string) =>
      ({ title: 'Sheet not made', description: reason, variant: 'destructive' }) as const,
  },
  /** The receipt's section on the sheets downloaded. */
  receipt: {
    heading: 'Print sheets',
    note: 'Each sheet was decoded again after it was made, and every photo on it measured: from its cut marks in the JPEG, from its drawing in the PDF.',
    columns: ['File', 'Paper', 'Resolution', 'Copies', 'Photo size as measured', 'Ruler', 'SHA-256'],
  },
  /** Lines under the ruler, in the order drawn. */
  rulerLines: (documentName: string, widthMm: number, heightMm: number, lengthMm: number) => [
    documentName,
    `Each photo ${formatMm(widthMm)} x ${formatMm(heightMm)} mm. This bar: ${lengthMm} mm.`,
    'Print at 100 %, no fit-to-page, no borders.',
  ],
} as const

/** 35 → '35', 50.8 → '50.8'. */
export function formatMm(mm: number): string {
  return String(Math.round(mm * 10) / 10)
}

/** The paper turned as chosen: width and height in mm. */
export function paperSize(
  paper: PrintPaperId,
  orientation: PrintOrientation,
): { widthMm: number; heightMm: number } {
  const p = PRINT_PAPERS[paper]
  return orientation === 'portrait'
    ? { widthMm: p.widthMm, heightMm: p.heightMm }
    : { widthMm: p.heightMm, heightMm: p.widthMm }
}

export const isPrintPaperId = (value: unknown): value is PrintPaperId =>
  typeof value === 'string' && (PRINT_PAPER_IDS as readonly string[]).includes(value)

export const isPrintDpi = (value: unknown): value is PrintDpi =>
  typeof value === 'number' && (PRINT_DPIS as readonly number[]).includes(value)
