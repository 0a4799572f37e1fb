// Americas: destinations kept as data (docs/destinations-data.md). Written by scripts/import-destinations.ts
// from the research file, then kept and corrected here by hand; every number as its sources state it.
import type { DestinationData } from './types.ts'

export const AMERICAS: readonly DestinationData[] = [
  {
    slug: 'argentina',
    name: 'Argentina',
    iso2: 'AR',
    aliases: ['Argentine Republic'],
    region: 'americas',
    documents: [
      {
        id: 'ar-passport',
        kind: 'passport',
        name: 'Argentina passport photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 40,
        },
        head: {
          min_mm: 28,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3.2,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Argentina Passport 4x4cm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ar_passport_4x4_cm_photo: {"pictureWidth":40.0,"pictureHeight":40.0,"units":"mm","dpi":600.0,"faceHeight":28.0,"crownTop":3.2} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Argentina Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row argentina_passport: 945x945 px at 600 dpi, rules {"minHeadHeight":0.7,"minHeadOffset":0.08}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Argentina Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row argentina-passport: 40x40 mm, 472x472 px, 300 dpi, background 'Plain white'; Size: 40×40 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 28 mm; idify minimum 70.0 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://cmila.cancilleria.gov.ar/es/node/732",
        crown_stated: false,
      },
      {
        id: 'ar-visa',
        kind: 'visa',
        name: 'Argentina visa photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 40,
        },
        head: {
          min_mm: 28,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3.2,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Argentina Visa 4x4cm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ar_visa_4x4_cm_photo: {"pictureWidth":40.0,"pictureHeight":40.0,"units":"mm","dpi":600.0,"faceHeight":28.0,"crownTop":3.2} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Argentina Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row argentina_visa: 945x945 px at 600 dpi, rules {"minHeadHeight":0.7,"minHeadOffset":0.08}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Argentina Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row argentina-visa: 40x40 mm, 472x472 px, 300 dpi, background 'Plain white'; Size: 40×40 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 28 mm; idify minimum 70.0 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://cancilleria.gob.ar/visa-para-turismo http://cnyor.mrecic.gov.ar/en/node/1817",
        crown_stated: false,
      },
      {
        id: 'ar-id',
        kind: 'national-id',
        name: 'Argentina national ID card photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 40,
        },
        head: {
          min_mm: 28,
          max_mm: 28,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3.2,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Argentina DNI 4x4cm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ar_dni_4x4_cm_photo: {"pictureWidth":40.0,"pictureHeight":40.0,"units":"mm","dpi":600.0,"faceHeight":28.0,"crownTop":3.2} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Argentina DNI / ID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row argentina-id-card: 40x40 mm, 472x472 px, 300 dpi, background 'Plain white'; Size: 40×40 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (ppp target 28 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): ",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'bahamas',
    name: 'Bahamas',
    iso2: 'BS',
    aliases: [],
    region: 'americas',
    documents: [
      {
        id: 'bs-passport',
        kind: 'passport',
        name: 'Bahamas passport photo',
        route: 'print',
        print_mm: {
          width: 50.8,
          height: 50.8,
        },
        head: {
          min_mm: 32.8,
          max_mm: 32.8,
        },
        crown: 'natural',
        eye_line_mm_from_bottom: {
          min: 30,
          max: 30,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'unstated',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'iVisa photo blog (visa agent)',
            title: 'Bahamas Passport/Visa Photo Requirements and Size',
            url: 'https://www.ivisa.com/photo/blog/bahamas-passportvisa-photo-requirements-and-size',
            quote:
              'Size: 2 inches in height and 2 inches in width ... Background: white ... Smile: no. Only neutral facial expressions are acceptable',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'fastpassportphotoonline.com (cites mofa.gov.bs, bahamas.gov.bs)',
            title: 'Bahamas Passport Photo Examples',
            url: 'https://fastpassportphotoonline.com/bahamas/passport/examples',
            quote:
              'rejection reasons: wrong_size_2x2; background_not_white_or_off_white (sources listed: mofa.gov.bs, bahamas.gov.bs)',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Bahamas passport from USA 2x2 inch',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Bahamas passport from USA 2x2 inch': 50.8x50.8 mm, dpi 300, head (32.8, 32.8) mm, top None mm, eyes from bottom 30 mm",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          '2x2 in agreed by the visafoto-family table, iVisa and fastpassportphotoonline.com (three separate sites; the last names the Bahamas MFA and government portal as its sources). White background from iVisa (white or off-white per fastpassportphotoonline: white kept, stricter). | the visafoto-family table gives one target head height (visapics target 32.8 mm), not a band; stored as min = max | eye line: the tables give a target height above the bottom edge; min-max spans the targets | official links the visafoto-family table cites (not read here): http://bahconga.com/pdf/new/Instructions_for_Passport_Photos.pdf https://bahconga.com/consular-services/downloadable-forms/',
        disagreements:
          "official/other source vs tables: background: tables [] -> now ['white']; expression: tables unstated -> now neutral-mouth-closed (the official or stricter value kept) | size: the Timpson/Kodak Express shared list gives 35x45 mm for the Bahamas passport; visafoto, iVisa and fastpassportphotoonline give 2x2 in. 2x2 in kept (three independent sources against one); check with the Passport Office before use.",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'barbados',
    name: 'Barbados',
    iso2: 'BB',
    aliases: [],
    region: 'americas',
    documents: [
      {
        id: 'bb-passport',
        kind: 'passport',
        name: 'Barbados passport photo',
        route: 'print',
        print_mm: {
          width: 50,
          height: 50,
        },
        head: {
          min_mm: 30,
          max_mm: 40,
        },
        crown: 'natural',
        eye_line_mm_from_bottom: {
          min: 28,
          max: 28,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'unstated',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'iVisa photo blog (visa agent)',
            title: 'Barbados Passport/Visa Photo Requirements and Size',
            url: 'https://www.ivisa.com/photo/blog/barbados-passportvisa-photo-requirements-and-size',
            quote:
              'Size: 50 mm in height and 50 mm in width. Your face should take up 30 to 40 mm of the photo’s height ... Background: white ... Smile: no',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Barbados Passport 5x5 cm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row bb_passport_photo: {"pictureWidth":50.0,"pictureHeight":50.0,"units":"mm","dpi":300.0,"faceHeight":34.0,"bottomEyeLine":28.0} background #ffffff',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "50x50 mm on white agreed by the visafoto-family table (ppp) and iVisa (separate company). iVisa's face 30-40 mm band contains visafoto's 34 mm target; band 30-40 mm recorded. | the visafoto-family table gives one target head height (ppp target 34 mm), not a band; stored as min = max | eye line: the tables give a target height above the bottom edge; min-max spans the targets | official links the visafoto-family table cites (not read here): http://immigration.gov.bb/documents/Form%20A.pdf",
        disagreements:
          "official/other source vs tables: head: tables {'min_mm': 34, 'max_mm': 34} -> now {'min_mm': 30, 'max_mm': 40}; expression: tables unstated -> now neutral-mouth-closed (the official or stricter value kept)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'belize',
    name: 'Belize',
    iso2: 'BZ',
    aliases: [],
    region: 'americas',
    documents: [
      {
        id: 'bz-passport',
        kind: 'passport',
        name: 'Belize passport photo',
        route: 'print',
        print_mm: {
          width: 50.8,
          height: 50.8,
        },
        head: {
          min_mm: 32.8,
          max_mm: 32.8,
        },
        crown: 'natural',
        eye_line_mm_from_bottom: {
          min: 30,
          max: 30,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'unstated',
        expression: 'unstated',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'iVisa photo blog (visa agent)',
            title: 'Belize Passport/Visa Photo Requirements and Size',
            url: 'https://www.ivisa.com/photo/blog/belize-passportvisa-photo-requirements-and-size',
            quote:
              'Size: 50 mm in height and 50 mm in width. The face should cover about 70% of the photo ... Background: white ... Smile: no',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'shunculture.com (guide)',
            title: 'How to apply for a Belizean passport',
            url: 'https://shunculture.com/article/how-to-apply-for-a-belizean-passport',
            quote:
              'You will need to provide two recent passport-sized photographs in colour, measuring 2 inches by 2 inches.',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Belize passport 2x2 inch',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Belize passport 2x2 inch': 50.8x50.8 mm, dpi 300, head (32.8, 32.8) mm, top None mm, eyes from bottom 30 mm",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          '2x2 in (50-51 mm square) agreed by the visafoto-family table, iVisa and shunculture.com (separate sites, separate wording). White from iVisa (and the official visa page above). | the visafoto-family table gives one target head height (visapics target 32.8 mm), not a band; stored as min = max | eye line: the tables give a target height above the bottom edge; min-max spans the targets | official links the visafoto-family table cites (not read here): https://immigration.gov.bz/passport/passport-photo-requirements/',
        disagreements:
          "official/other source vs tables: background: tables [] -> now ['white'] (the official or stricter value kept)",
        crown_stated: false,
      },
      {
        id: 'bz-visa',
        kind: 'visa',
        name: 'Belize visa photo',
        route: 'print',
        print_mm: {
          width: 50.8,
          height: 50.8,
        },
        head: {
          min_mm: 31.8,
          max_mm: 35.8,
          min_pct: 70,
          max_pct: 80,
        },
        crown: 'natural',
        eye_line_mm_from_bottom: {
          min: 30,
          max: 30,
        },
        background: ['white'],
        edit_policy: 'refused',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'religious-or-medical',
        sources: [
          {
            kind: 'official',
            authority: 'Belize Immigration and Nationality Services (ins.gov.bz)',
            title: 'Belize Visa (Entry) Requirements: Visa Photo Requirements',
            url: 'https://ins.gov.bz/index.php/visit-belize/types-of-visa',
            quote:
              'Photo must be a true image, not altered in any way ... The background must be a white background ... Mouth must be closed ... No glasses or sunshades ... Actual photo size of 2 inches x 2 inches ... Head size a maximum 80% of the photo (1.41") and minimum 70% of the photo (1.25")',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Belize visa 2x2 inch',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Belize visa 2x2 inch': 50.8x50.8 mm, dpi 300, head (32.8, 32.8) mm, top None mm, eyes from bottom 30 mm",
            read_on: '2026-11-29',
          },
        ],
        verification: 'official',
        dpi: 300,
        notes:
          'Official (Belize immigration department): 2x2 in, head 70-80% (1.25-1.41 in, i.e. 31.8-35.8 mm), white background, mouth closed, neutral, no glasses, head bands only for religious or medical reasons, photo not altered in any way. | the visafoto-family table gives one target head height (visapics target 32.8 mm), not a band; stored as min = max | eye line: the tables give a target height above the bottom edge; min-max spans the targets | official links the visafoto-family table cites (not read here): https://www.embelize.org/?page_id=149',
        disagreements:
          "official/other source vs tables: head: tables {'min_mm': 32.8, 'max_mm': 32.8} -> now {'min_mm': 31.8, 'max_mm': 35.8, 'min_pct': 70, 'max_pct': 80}; background: tables [] -> now ['white']; expression: tables unstated -> now neutral-mouth-closed; glasses: tables unstated -> now refused; head_covering: tables unstated -> now religious-or-medical; edit_policy: tables unstated -> now refused (the official or stricter value kept)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'bolivia',
    name: 'Bolivia',
    iso2: 'BO',
    aliases: [],
    region: 'americas',
    documents: [
      {
        id: 'bo-passport',
        kind: 'passport',
        name: 'Bolivia passport photo',
        route: 'print',
        print_mm: {
          width: 50,
          height: 50,
        },
        head: {
          min_pct: 70,
          max_pct: 80,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 5,
        },
        background: ['white'],
        edit_policy: 'refused',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'Timpson (UK photo retailer), international passport photo sizes',
            title: 'Passport Photo Requirements for Bolivia',
            url: 'https://www.timpson.co.uk/services/passport-photos/international-passport-photo-sizes/bolivia.html',
            quote:
              'Passport Requirements: Required photo dimensions : 50mm x 50mm ... A pale colour or white background ... Photographs retouched so that your image is changed are unacceptable ... Remove your glasses, if worn. (last updated/checked 01/08/2017)',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'iVisa photo blog (visa agent)',
            title: 'Bolivia Passport/Visa Photo Requirements and Size',
            url: 'https://www.ivisa.com/photo/blog/bolivia-passportvisa-photo-requirements-and-size',
            quote:
              'Size: 51 mm in height and 51 mm in width or 2 x 2 inches. The face has to occupy 70-80% of the photo ... Background: white ... Smile: no',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Bolivia passport 4x5 cm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Bolivia passport 4x5 cm': 40.0x50.0 mm, dpi 600, head (34, 34) mm, top 5 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "Timpson (50x50 mm) and iVisa (2x2 in, 51 mm) agree on a square photo of about 50 mm (within 1 mm; 50x50 kept as Timpson states it, a 2x2 in print also fits a 50 mm rule only approximately: check). They are separate companies with different wording. Face 70-80% from iVisa; white (stricter than Timpson's pale colour or white); retouching refused and glasses removed per Timpson. | the visafoto-family table gives one target head height (visapics target 34 mm), not a band; stored as min = max | official links the visafoto-family table cites (not read here): http://www.embolivia.se/wp-content/uploads/2016/11/1b.-Formulario-registro-PAS.pdf",
        disagreements:
          "official/other source vs tables: print_mm: tables {'width': 40, 'height': 50} -> now {'width': 50, 'height': 50}; head: tables {'min_mm': 34, 'max_mm': 34} -> now {'min_pct': 70, 'max_pct': 80}; background: tables [] -> now ['white']; edit_policy: tables unstated -> now refused; glasses: tables unstated -> now refused; expression: tables unstated -> now neutral-mouth-closed (the official or stricter value kept) | size: the visafoto-family table (visapics) gives 40x50 mm with a 34 mm head; Timpson and iVisa (two independent pages) give about 50x50 mm. The two pages' square size kept; the table's 40x50 row is not used.",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'brazil',
    name: 'Brazil',
    iso2: 'BR',
    aliases: ['Brasil'],
    region: 'americas',
    documents: [
      {
        id: 'br-passport',
        kind: 'passport',
        name: 'Brazil passport photo',
        route: 'print',
        print_mm: {
          width: 50,
          height: 70,
        },
        head: {
          min_mm: 42,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 8,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Brazil Common Passport 5x7 cm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row br_passport_5x7_photo: {"pictureWidth":50.0,"pictureHeight":70.0,"units":"mm","dpi":300.0,"faceHeight":42.0,"crownTop":8.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Brazil Common Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row brazil_common_passport: 1181x1654 px at 600 dpi, rules {"minHeadHeight":0.6,"minHeadOffset":0.11428571428571428}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Brazil Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row brazil-passport: 50x70 mm, 591x827 px, 300 dpi, background 'Plain white'; Size: 50×70 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "head: ppp target 42 mm; idify minimum 60.0 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://ierevan.itamaraty.gov.br/pt-br/passaportes.xml",
        crown_stated: false,
      },
      {
        id: 'br-id',
        kind: 'national-id',
        name: 'Brazil national ID card photo',
        route: 'print',
        print_mm: {
          width: 30,
          height: 40,
        },
        head: {
          min_mm: 30,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 2.5,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Brazil ID card 3x4 cm (30x40 mm)',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Brazil ID card 3x4 cm (30x40 mm)': 30.0x40.0 mm, dpi 600, head (30, 30) mm, top 2.5 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Brazil ID card',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row brazil_id_card: 709x945 px at 600 dpi, rules {"minHeadHeight":0.75,"minHeadOffset":0.0625}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Brazil ID Card (RG)',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row brazil-id-card: 30x40 mm, 354x472 px, 300 dpi, background 'Plain white'; Size: 30×40 mm (3×4 cm); Plain white background; Neutral expression, mouth closed; Both eyes open and visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: visapics target 30 mm; idify minimum 75.0 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://mg.gov.br/servico/emissao-da-carteira-de-identidade-1a",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'canada',
    name: 'Canada',
    iso2: 'CA',
    aliases: ['CA'],
    region: 'americas',
    documents: [
      {
        id: 'ca-passport',
        kind: 'passport',
        name: 'Canada passport photo',
        route: 'print',
        print_mm: {
          width: 50,
          height: 70,
        },
        head: {
          min_mm: 31,
          max_mm: 36,
        },
        crown: 'natural',
        eye_line_mm_from_bottom: {
          min: 39,
          max: 39,
        },
        top_margin_mm: {
          min: 5,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Canada Passport 5x7 cm (50x70mm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ca_passport_photo: {"pictureWidth":50.0,"pictureHeight":70.0,"units":"mm","dpi":600.0,"faceHeight":35.0,"bottomEyeLine":39.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Canada Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row canada_passport: 1181x1654 px at 600 dpi, rules {"minHeadHeight":0.44285714285714284,"maxHeadHeight":0.5142857142857142,"minHeadOffset":0.07142857142857142}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Canada Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row canada-passport: 50x70 mm, 591x827 px, 300 dpi, background 'White'; Size: 50×70 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements:
          'head height: ppp target 35 mm; idify 44.3-51.4 % of height; wt 31.0-36.0 mm. The overlap (stricter) chosen.',
        notes:
          "head: ppp target 35 mm; idify 44.3-51.4 % of height; wt 31.0-36.0 mm | eye line: the tables give a target height above the bottom edge; min-max spans the targets | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.canada.ca/en/immigration-refugees-citizenship/services/canadian-passports/photos.html",
        crown_stated: false,
      },
      {
        id: 'ca-visa',
        kind: 'visa',
        name: 'Canada visa photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 31,
          max_mm: 36,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3,
        },
        background: ['light grey', 'white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Canada Visa 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ca_visa_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":305.0,"faceHeight":34.7,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Canada Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row canada_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.6888888888888889,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Canada Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row canada-visa: 35x45 mm, 413x531 px, 300 dpi, background 'White'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 305,
        disagreements: 'background: ppp light grey; idify white; wt white',
        notes:
          "head: ppp target 34.7 mm; idify 68.9-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 305, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.cic.gc.ca/english/information/applications/photospecs.asp http://www.cic.gc.ca/english/pdf/photospecs-e.pdf http://www.cic.gc.ca/english/visit/tourist.asp",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'chile',
    name: 'Chile',
    iso2: 'CL',
    aliases: [],
    region: 'americas',
    documents: [
      {
        id: 'cl-passport',
        kind: 'passport',
        name: 'Chile passport photo',
        route: 'print',
        print_mm: {
          width: 45,
          height: 45,
        },
        head: {
          min_mm: 27,
          max_mm: 27,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 7.5,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Chile passport 4.5x4.5 cm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Chile passport 4.5x4.5 cm': 45.0x45.0 mm, dpi 300, head (27, 27) mm, top 7.5 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Chile Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row chile-passport: 45x45 mm, 532x532 px, 300 dpi, background 'Plain white'; Size: 45×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          'the visafoto-family table gives one target head height (visapics target 27 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://chile.gob.cl/sydney/en/preguntas-frecuentes/ https://minrel.gob.cl/preguntas-frecuentes/minrel_old/2008-07-16/174427.html',
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'colombia',
    name: 'Colombia',
    iso2: 'CO',
    aliases: [],
    region: 'americas',
    documents: [
      {
        id: 'co-evisa',
        kind: 'e-visa',
        name: 'Colombia e-visa photo',
        route: 'e-visa-portal',
        print_mm: {
          width: 30,
          height: 40,
        },
        head: {
          min_mm: 30,
          max_mm: 30,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 2.5,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'unstated',
        expression: 'unstated',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'fastpassportphotoonline.com (cites cancilleria.gov.co pages)',
            title: 'Colombia passport & visa photos',
            url: 'https://fastpassportphotoonline.com/colombia',
            quote:
              'tramitesmre.cancilleria.gov.co/tramites/enlinea/solicitarVisa.xhtml (antes de iniciar: foto 3×4 cm, color, fondo blanco, JPG máx. 300 KB); pasaporte ordinario: no requiere llevar fotos; toma en oficina',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Colombian visa online 3x4 cm (4x3 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row co_visa_online_3x4cm_photo: {"pictureWidth":30.0,"pictureHeight":40.0,"units":"mm","dpi":600.0,"faceHeight":30.0,"crownTop":2.5} background #ffffff',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "3x4 cm on white agreed by the visafoto-family table and fastpassportphotoonline.com (which summarises the Cancillería's online visa form: JPG, max 300 KB). The Cancillería pages themselves were not in the stored copies. Colombian passports: photo taken at the office (no photo to supply), per the same summary. | the visafoto-family table gives one target head height (ppp target 30 mm), not a band; stored as min = max | official links the visafoto-family table cites (not read here): https://tramitesmre.cancilleria.gov.co/tramites/enlinea/solicitarVisa.xhtml",
        file_size_kb: {
          max: 300,
        },
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'costa-rica',
    name: 'Costa Rica',
    iso2: 'CR',
    aliases: [],
    region: 'americas',
    documents: [
      {
        id: 'cr-passport',
        kind: 'passport',
        name: 'Costa Rica passport photo',
        route: 'print',
        print_mm: {
          width: 50.8,
          height: 50.8,
        },
        head: {
          min_mm: 25,
          max_mm: 34,
        },
        crown: 'natural',
        eye_line_mm_from_bottom: {
          min: 30,
          max: 30,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'unstated',
        head_covering: 'religious-only',
        sources: [
          {
            kind: 'secondary',
            authority: '007passportphotos.com (cites the Dirección General de Migración y Extranjería)',
            title: 'Costa Rica Passport Photo Requirements',
            url: 'https://007passportphotos.com/costa-rica-passport-photo-requirements/',
            quote:
              'Photo must be 5 x 5 cm ... The face, considered to be from the base of the chin to the top of the head, should not measure less than 2.5 cm and no more than 3.4 cm ... A white background ... Glasses should not be present ... Head coverings are permitted only for strict religious purposes',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Costa Rica passport 2x2 inch, 5x5 cm, 51x51 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Costa Rica passport 2x2 inch, 5x5 cm, 51x51 mm': 50.8x50.8 mm, dpi 300, head (32.8, 32.8) mm, top None mm, eyes from bottom 30 mm",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "2x2 in / 5x5 cm agreed by the visafoto-family table (2x2 in, head target 32.8 mm) and 007passportphotos.com (a US studio, own wording; it cites the DGME). Head band 25-34 mm from 007passportphotos (visafoto's 32.8 mm target lies inside). Note: the Costa Rican consulate in Rome takes the photo itself at the appointment (embajadacostaricaitalia.it), so a supplied photo may matter only for some posts. | the visafoto-family table gives one target head height (visapics target 32.8 mm), not a band; stored as min = max | eye line: the tables give a target height above the bottom edge; min-max spans the targets",
        disagreements:
          "official/other source vs tables: head: tables {'min_mm': 32.8, 'max_mm': 32.8} -> now {'min_mm': 25, 'max_mm': 34}; background: tables [] -> now ['white']; glasses: tables unstated -> now refused; head_covering: tables unstated -> now religious-only (the official or stricter value kept)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'dominican-republic',
    name: 'Dominican Republic',
    iso2: 'DO',
    aliases: ['DR', 'República Dominicana'],
    region: 'americas',
    documents: [
      {
        id: 'do-passport',
        kind: 'passport',
        name: 'Dominican Republic passport photo',
        route: 'print',
        print_mm: {
          width: 50.8,
          height: 50.8,
        },
        head: {
          min_mm: 32.8,
          max_mm: 32.8,
        },
        crown: 'natural',
        eye_line_mm_from_bottom: {
          min: 30,
          max: 30,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'unstated',
        expression: 'unstated',
        head_covering: 'religious-only',
        sources: [
          {
            kind: 'secondary',
            authority: 'iVisa photo blog (visa agent)',
            title: 'Dominican Republic Passport/Visa Photo Requirements and Size',
            url: 'https://www.ivisa.com/photo-blog/dominican-republic-passportvisa-photo-requirements-and-size',
            quote:
              'Required photo size: 2 inches in height and 2 inches in width ... Background: white ... Smile: no ... Headgear: as a rule, no. Exceptions are possible for religious purposes',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Dominican Republic passport 2x2 inch',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Dominican Republic passport 2x2 inch': 50.8x50.8 mm, dpi 800, head (32.8, 32.8) mm, top None mm, eyes from bottom 30 mm",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 800,
        notes:
          '2x2 in agreed by the visafoto-family table and iVisa (separate company). White from iVisa. | the visafoto-family table gives one target head height (visapics target 32.8 mm), not a band; stored as min = max | eye line: the tables give a target height above the bottom edge; min-max spans the targets | official links the visafoto-family table cites (not read here): https://www.pasaportes.gob.do/',
        disagreements:
          "official/other source vs tables: background: tables [] -> now ['white']; head_covering: tables unstated -> now religious-only (the official or stricter value kept) | size: requisitosnecesarios.com (Spanish-language guide, for applications inside the Dominican Republic) says 3.5 x 4.5 cm on white; the 2x2 in figure (visafoto, iVisa) is what consulates abroad are reported to use. Applications in the country are photographed at the Dirección General de Pasaportes.",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'ecuador',
    name: 'Ecuador',
    iso2: 'EC',
    aliases: [],
    region: 'americas',
    documents: [
      {
        id: 'ec-visa',
        kind: 'visa',
        name: 'Ecuador visa photo',
        route: 'print',
        print_mm: {
          width: 50,
          height: 50,
        },
        head: {
          min_mm: 34,
          max_mm: 34,
        },
        crown: 'natural',
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'unstated',
        expression: 'unstated',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'avenuemia.com (Ecuador immigration guide)',
            title: 'Ecuador digital nomad visa: required documents',
            url: 'https://avenuemia.com/guides/805870/ecuador-digital-nomad-visa/required-documents-and-information',
            quote:
              'Passport photos: two color passport sized photos (2 x 2 inches or 5cm x 5cm) with a white background.',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Ecuador visa 5x5 cm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Ecuador visa 5x5 cm': 50.0x50.0 mm, dpi 305, head (34, 34) mm, top None mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 305,
        notes:
          '5x5 cm (2x2 in) agreed by the visafoto-family table (50x50 mm) and avenuemia.com (an independent immigration guide, own wording; for Ecuadorian visas filed in Ecuador). White from avenuemia. | the visafoto-family table gives one target head height (visapics target 34 mm), not a band; stored as min = max | official links the visafoto-family table cites (not read here): https://www.gob.ec/mremh/tramites/concesion-visa-residencia-temporal-mercosur',
        disagreements:
          "official/other source vs tables: background: tables [] -> now ['white'] (the official or stricter value kept)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'mexico',
    name: 'Mexico',
    iso2: 'MX',
    aliases: ['México', 'United Mexican States', 'Mejico'],
    region: 'americas',
    documents: [
      {
        id: 'mx-passport',
        kind: 'passport',
        name: 'Mexico passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 34.5,
          max_mm: 34.5,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 4.5,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Mexico passport 35x45 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Mexico passport 35x45 mm': 35.0x45.0 mm, dpi 600, head (34.5, 34.5) mm, top 4.5 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Mexico Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row mexico-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (visapics target 34.5 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://consulmex.sre.gob.mx/frankfurt/images/stories/pdf/fotosejemp.pdf https://www.pasaportemexicano.com.mx/requisitos-para-pasaporte/",
        crown_stated: false,
      },
      {
        id: 'mx-visa',
        kind: 'visa',
        name: 'Mexico visa photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 34.5,
          max_mm: 34.5,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 4.5,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Mexico visa 35x45 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Mexico visa 35x45 mm': 35.0x45.0 mm, dpi 600, head (34.5, 34.5) mm, top 4.5 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Mexico Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row mexico-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              "Embassy of Mexico in Italy (SRE): visa photo (as summarised in the site's destinations/mexico.ts; not verified)",
            title: 'Embassy of Mexico in Italy (SRE): visa photo',
            url: 'https://embamex.sre.gob.mx/italia/',
            quote: 'Summary: 32x26 mm or 39x31 mm, white background, no glasses.',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (visapics target 34.5 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://consulmex.sre.gob.mx/nuevayork/index.php/en/visas-foreigners | also carries the sources the site's destinations/mexico.ts cites for its default row (second-hand summaries, not counted for verification)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'paraguay',
    name: 'Paraguay',
    iso2: 'PY',
    aliases: [],
    region: 'americas',
    documents: [
      {
        id: 'py-passport',
        kind: 'passport',
        name: 'Paraguay passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 34.5,
          max_mm: 34.5,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'unstated',
        expression: 'unstated',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'iVisa photo blog (visa agent)',
            title: 'Paraguay Passport/Visa Photo Requirements and Size',
            url: 'https://www.ivisa.com/photo/blog/paraguay-passportvisa-photo-requirements-and-size',
            quote:
              'Required photo size: 4.5 cm in height and 3.5 cm in width ... Background: white ... Smile: no',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Paraguay passport 35x45 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Paraguay passport 35x45 mm': 35.0x45.0 mm, dpi 600, head (34.5, 34.5) mm, top 3 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          '35x45 mm agreed by the visafoto-family table (visapics) and iVisa (separate company). White background from iVisa. | the visafoto-family table gives one target head height (visapics target 34.5 mm), not a band; stored as min = max | official links the visafoto-family table cites (not read here): http://www.paraguayembassy.co.uk/passports.html',
        disagreements:
          "official/other source vs tables: background: tables [] -> now ['white'] (the official or stricter value kept)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'united-states',
    name: 'United States',
    iso2: 'US',
    aliases: ['USA', 'America', 'US', 'U.S.', 'U.S.A.', 'Estados Unidos'],
    region: 'americas',
    documents: [
      {
        id: 'us-passport',
        kind: 'passport',
        name: 'United States passport photo',
        route: 'print',
        print_mm: {
          width: 51,
          height: 51,
        },
        head: {
          min_mm: 25,
          max_mm: 35,
        },
        crown: 'hair',
        eye_line_mm_from_bottom: {
          min: 30,
          max: 30,
        },
        background: ['white', 'off-white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'official',
            authority: 'U.S. Embassy in Bulgaria (U.S. Department of State)',
            title: 'Photo Requirements',
            url: 'https://bg.usembassy.gov/visas/nonimmigrant-visas/photo-requirements/',
            quote:
              'Sized such that the head is between 1 inch and 1 3/8 inches (between 25 and 35 mm) from the bottom of the chin to the top of the head. ... 2 x 2 inches (51 x 51 mm) in size ... Taken in front of a plain white or off-white background',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'USA Passport 2x2″',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row us_passport_photo: {"pictureWidth":2.0,"pictureHeight":2.0,"units":"inch","dpi":300.0,"faceHeight":1.29,"bottomEyeLine":1.18} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'United States Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row united_states_passport: 1200x1200 px at 600 dpi, rules {"maxEyeHeight":0.5610236220472441,"minEyeHeight":0.6889763779527559,"minHeadHeight":0.5,"maxHeadHeight":0.6889763779527559}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'United States Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row us-passport: 51x51 mm, 600x600 px, 300 dpi, background 'White or off-white'; Size: 2×2 inches (51×51 mm); Printed at 300 DPI minimum; Plain white or off-white background; Neutral facial expression, mouth closed",
            read_on: '2026-11-29',
          },
        ],
        verification: 'official',
        dpi: 300,
        notes:
          "Official (a US embassy page, State Department domain): 2x2 in (51x51 mm), head 1 to 1 3/8 in (25-35 mm) chin to top of head, plain white or off-white. The tables' '70-80%' (whitetirocket) is wrong for the US; their single 32.8 mm target lies inside the official band. Crown 'hair': State Department wording is 'top of the head', which the site's own file and the visa-anchors note read as top of the hair; treat as hair (the stricter reading for a maximum). | print size as rounded from each table: wt 51x51 | the visafoto-family table states this size in inches: 2.0x2.0 in | head: ppp target 32.8 mm; idify 50.0-68.9 % of height | eye line: the tables give a target height above the bottom edge; min-max spans the targets | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://travel.state.gov/content/passports/en/passports/photos/photo-composition-template.html",
        disagreements:
          "official/other source vs tables: print_mm: tables {'width': 50.8, 'height': 50.8} -> now {'width': 51, 'height': 51}; head: tables {'min_mm': 25.4, 'max_mm': 35.0} -> now {'min_mm': 25, 'max_mm': 35}; crown: tables unstated -> now hair; background: tables ['white'] -> now ['white', 'off-white'] (the official or stricter value kept)",
        crown_stated: true,
      },
    ],
  },
]
