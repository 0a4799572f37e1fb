// Middle east: destinations kept as data (docs/destinations-data.md). Written by scripts/import-destinations.ts
// from the research file, then kept and corrected here by hand; every number as its sources state it.
import type { DestinationData } from './types.ts'

export const MIDDLE_EAST: readonly DestinationData[] = [
  {
    slug: 'bahrain',
    name: 'Bahrain',
    iso2: 'BH',
    aliases: ['البحرين'],
    region: 'middle-east',
    documents: [
      {
        id: 'bh-passport',
        kind: 'passport',
        name: 'Bahrain passport photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 60,
        },
        head: {
          min_mm: 38,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 6,
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
            title: 'Bahrain Passport 4x6cm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row bh_passport_photo: {"pictureWidth":40.0,"pictureHeight":60.0,"units":"mm","dpi":300.0,"faceHeight":38.0,"crownTop":6.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Bahrain Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row bahrain_passport: 945x1417 px at 600 dpi, rules {"minHeadHeight":0.6333333333333333,"minHeadOffset":0.1}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Bahrain Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row bahrain-passport: 40x60 mm, 472x709 px, 300 dpi, background 'Plain white'; Size: 40×60 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "head: ppp target 38 mm; idify minimum 63.3 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.bahrainembassy.org/ http://www.npra.gov.bh/en/services/passports/ https://services.bahrain.bh/wps/PA_PortRenewalService/javax.faces.resource/ar/Photo_Requirements_V08.pdf.faces?rel=v1",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'iraq',
    name: 'Iraq',
    iso2: 'IQ',
    aliases: ['العراق'],
    region: 'middle-east',
    documents: [
      {
        id: 'iq-passport',
        kind: 'passport',
        name: 'Iraq passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 31.5,
          max_mm: 36,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3,
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
            title: 'Iraq Passport 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row iq_passport_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Iraq Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row iraq_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Iraq Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row iraq-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.iraqinationality.gov.iq/InstructionstoapplyforElectronicallyReadPassport.html",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'israel',
    name: 'Israel',
    iso2: 'IL',
    aliases: ['ישראל'],
    region: 'middle-east',
    documents: [
      {
        id: 'il-passport',
        kind: 'passport',
        name: 'Israel passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 32,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 5,
        },
        background: ['light grey'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Israel Passport 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row il_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":32.0,"crownTop":5.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Israel Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row israel_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7111111111111111,"minHeadOffset":0.1111111111111111}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Israel Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row israel-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 32 mm; idify minimum 71.1 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://embassies.gov.il/stockholm-en/ConsularServices/Pages/Passport-information.aspx",
        crown_stated: false,
      },
      {
        id: 'il-visa',
        kind: 'visa',
        name: 'Israel visa photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 31.5,
          max_mm: 36,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3,
        },
        background: ['light grey'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'anfas.pro (summarising the Israeli Ministry of Foreign Affairs visa pages)',
            title: 'Israel visa photo',
            url: 'https://anfas.pro/en/foto/israel/visa/',
            quote:
              'MFA visa pages require recent 5 × 5 cm photos, in colour, on a white background, with a full front view of the face for visitor and student visa routes.',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Israel Visa 35x45mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row il_visa_2_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Israel Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row israel_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Israel Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row israel-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "See disagreements: Israeli missions abroad may ask for 5x5 cm on white. | head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): ",
        disagreements:
          'size: the tables give 35x45 mm on light grey; anfas.pro, summarising the Israeli MFA visa pages, gives 5x5 cm on white (and a third site gives 2x2 in). Not resolved: the MFA pages were not in the stored copies; needs an official check before use.',
        crown_stated: false,
      },
      {
        id: 'il-id',
        kind: 'national-id',
        name: 'Israel national ID card photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 32,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 5,
        },
        background: ['light grey'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Israel ID Card 3.5x4.5 cm (35x45 mm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row il_id_card_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":32.0,"crownTop":5.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Israel ID card',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row israel_id_card: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7111111111111111,"minHeadOffset":0.1111111111111111}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Israel ID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row israel-id-card: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 32 mm; idify minimum 71.1 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.gov.il/en/service/new_id",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'jordan',
    name: 'Jordan',
    iso2: 'JO',
    aliases: ['الأردن'],
    region: 'middle-east',
    documents: [
      {
        id: 'jo-passport',
        kind: 'passport',
        name: 'Jordan passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 33,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 4,
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
            title: 'Jordan Passport 3.5x4.5 cm (35x45 mm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row jo_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":33.0,"crownTop":4.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Jordan Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row jordan_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7333333333333333,"minHeadOffset":0.08888888888888889}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Jordan Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row jordan-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 33 mm; idify minimum 73.3 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://jordanembassy.org.uk/wordpress/wp-content/uploads/2017/05/Renewal-Jordanian-Temporary-passport-JP5.pdf https://jordan.gov.jo/wps/portal/Home/Citizen/CitizenLifeEvent?catId=6589f890-843c-4d44-a395-50fddda0be73",
        crown_stated: false,
      },
      {
        id: 'jo-visa',
        kind: 'visa',
        name: 'Jordan visa photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 33,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 4,
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
            title: 'Jordan visa 3.5x4.5 cm (35x45 mm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row jo_visa_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":33.0,"crownTop":4.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Jordan Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row jordan_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7333333333333333,"minHeadOffset":0.08888888888888889}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Jordan Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row jordan-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 33 mm; idify minimum 73.3 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'kuwait',
    name: 'Kuwait',
    iso2: 'KW',
    aliases: ['الكويت'],
    region: 'middle-east',
    documents: [
      {
        id: 'kw-passport',
        kind: 'passport',
        name: 'Kuwait passport photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 60,
        },
        head: {
          min_mm: 38,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 6,
        },
        background: ['blue', 'light blue'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Kuwait Passport 4x6 cm (40x60 mm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row kw_passport_photo: {"pictureWidth":40.0,"pictureHeight":60.0,"units":"mm","dpi":300.0,"faceHeight":38.0,"crownTop":6.0} background #309eff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Kuwait Passport 2',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row kuwait_passport_2: 945x1417 px at 600 dpi, rules {"minHeadHeight":0.6333333333333333,"minHeadOffset":0.1}, background #0000ff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Kuwait Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row kuwait-passport: 40x60 mm, 472x709 px, 300 dpi, background 'Light blue'; Size: 40×60 mm; Plain light blue background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        disagreements: 'background: ppp blue; idify blue; wt light blue',
        notes:
          "head: ppp target 38 mm; idify minimum 63.3 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.e.gov.kw/sites/kgoEnglish/Pages/Services/MOI/RenewPassport.aspx",
        crown_stated: false,
      },
      {
        id: 'kw-visa',
        kind: 'visa',
        name: 'Kuwait visa photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 34,
          max_mm: 34,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 4,
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
            title: 'Kuwait visa 35x45 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Kuwait visa 35x45 mm': 35.0x45.0 mm, dpi 600, head (34, 34) mm, top 4 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Kuwait Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row kuwait-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (visapics target 34 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'lebanon',
    name: 'Lebanon',
    iso2: 'LB',
    aliases: ['لبنان', 'Liban', 'Lebanese Republic'],
    region: 'middle-east',
    documents: [
      {
        id: 'lb-passport',
        kind: 'passport',
        name: 'Lebanon passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 32,
          max_mm: 36,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3,
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
            title: 'Lebanon Passport 3.5x4.5 cm (35x45 mm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row lb_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.0,"crownTop":3.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Lebanon Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row lebanon_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7111111111111111,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Lebanon Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row lebanon-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34 mm; idify 71.1-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.emigrants.gov.lb/administrativeproceduresitemsd.aspx?CID=91&SCID=34&ID=253#.Wwv3pX2n9Sk http://www.general-security.gov.lb/ar/posts/182 http://www.lebanonembassyus.org/images/picturesample-newpass.jpg",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'oman',
    name: 'Oman',
    iso2: 'OM',
    aliases: ['عُمان'],
    region: 'middle-east',
    documents: [
      {
        id: 'om-passport',
        kind: 'passport',
        name: 'Oman passport photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 60,
        },
        head: {
          min_mm: 38,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 6,
        },
        background: ['blue'],
        edit_policy: 'unstated',
        glasses: 'unstated',
        expression: 'unstated',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'Passport Photo AZ (Phoenix photo studio)',
            title: 'Oman Passport, Visa Photos',
            url: 'https://passportphotoaz.com/oman-passport-visa-photos/',
            quote:
              'Oman Passport, Visa Photos requirements: Blue Background. ... The photos for your passport must be 40 mm x 60 mm and in color.',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Oman Passport 4x6 cm (40x60 mm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row om_passport_4x6cm_photo: {"pictureWidth":40.0,"pictureHeight":60.0,"units":"mm","dpi":300.0,"faceHeight":38.0,"crownTop":6.0} background #309eff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Oman Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row oman_passport: 945x1417 px at 600 dpi, rules {"minHeadHeight":0.6333333333333333,"minHeadOffset":0.1}, background #0000ff',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "40x60 mm on blue agreed by the visafoto-family tables (ppp, idify) and Passport Photo AZ (a studio page with its own wording). | head: ppp target 38 mm; idify minimum 63.3 % of height (no maximum stated) | dpi differs between tables (ppp 300, idify 600); dpi is the tables' rendering choice, not an authority figure | official links the visafoto-family table cites (not read here): http://www.oman.om/wps/wcm/connect/ar/site/home/cr/cr7is/cr71/omanpassissue",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'qatar',
    name: 'Qatar',
    iso2: 'QA',
    aliases: ['قطر'],
    region: 'middle-east',
    documents: [
      {
        id: 'qa-passport',
        kind: 'passport',
        name: 'Qatar passport photo',
        route: 'print',
        print_mm: {
          width: 38,
          height: 48,
        },
        head: {
          min_mm: 34,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 4,
        },
        background: ['light grey'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Qatar Passport 38x48 mm (3.8x4.8 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row qa_passport_38x48mm_photo: {"pictureWidth":38.0,"pictureHeight":48.0,"units":"mm","dpi":300.0,"faceHeight":34.0,"crownTop":4.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Qatar Passport 2',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row qatar_passport_2: 898x1134 px at 600 dpi, rules {"minHeadHeight":0.7083333333333334,"minHeadOffset":0.08333333333333333}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Qatar Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row qatar-passport: 38x48 mm, 449x567 px, 300 dpi, background 'Plain light grey'; Size: 38×48 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "head: ppp target 34 mm; idify minimum 70.8 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once)",
        crown_stated: false,
      },
      {
        id: 'qa-visa',
        kind: 'visa',
        name: 'Qatar visa photo',
        route: 'print',
        print_mm: {
          width: 38,
          height: 48,
        },
        head: {
          min_mm: 34,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 4,
        },
        background: ['light grey'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Qatar visa 38x48 mm (3.8x4.8 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row qa_visa_38x48mm_photo: {"pictureWidth":38.0,"pictureHeight":48.0,"units":"mm","dpi":300.0,"faceHeight":34.0,"crownTop":4.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Qatar Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row qatar_visa: 898x1134 px at 600 dpi, rules {"minHeadHeight":0.7083333333333334,"minHeadOffset":0.08333333333333333}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Qatar Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row qatar-visa: 38x48 mm, 449x567 px, 300 dpi, background 'Plain light grey'; Size: 38×48 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "head: ppp target 34 mm; idify minimum 70.8 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once)",
        crown_stated: false,
      },
      {
        id: 'qa-id',
        kind: 'national-id',
        name: 'Qatar national ID card photo',
        route: 'print',
        print_mm: {
          width: 38,
          height: 48,
        },
        head: {
          min_mm: 34,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 4,
        },
        background: ['light grey'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Qatar ID Card 38x48 mm (3.8x4.8 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row qa_id_card_38x48mm_photo: {"pictureWidth":38.0,"pictureHeight":48.0,"units":"mm","dpi":300.0,"faceHeight":34.0,"crownTop":4.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Qatar ID card',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row qatar_id_card: 898x1134 px at 600 dpi, rules {"minHeadHeight":0.7083333333333334,"minHeadOffset":0.08333333333333333}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Qatar ID Card (QID)',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row qatar-id-card: 38x48 mm, 449x567 px, 300 dpi, background 'Plain light grey'; Size: 38×48 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "head: ppp target 34 mm; idify minimum 70.8 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'saudi-arabia',
    name: 'Saudi Arabia',
    iso2: 'SA',
    aliases: ['KSA', 'السعودية', 'Saudi', 'المملكة العربية السعودية'],
    region: 'middle-east',
    documents: [
      {
        id: 'sa-passport',
        kind: 'passport',
        name: 'Saudi Arabia passport photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 60,
        },
        head: {
          min_mm: 38,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 6,
        },
        background: ['light grey'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Saudi Arabia Passport 4x6 cm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row sa_passport_4x6cm_photo: {"pictureWidth":40.0,"pictureHeight":60.0,"units":"mm","dpi":300.0,"faceHeight":38.0,"crownTop":6.0} background #dddddd',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Saudi Arabia Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row saudi_arabia_passport: 945x1417 px at 600 dpi, rules {"minHeadHeight":0.6333333333333333,"minHeadOffset":0.1}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Saudi Arabia Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row saudi-passport: 40x60 mm, 472x709 px, 300 dpi, background 'Plain light grey'; Size: 40×60 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "head: ppp target 38 mm; idify minimum 63.3 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.gdp.gov.sa/sites/pgd/ar-sa/procedures/saudiprocedures/newsaudipassport/pages/default.aspx",
        crown_stated: false,
      },
      {
        id: 'sa-id',
        kind: 'national-id',
        name: 'Saudi Arabia national ID card photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 60,
        },
        head: {
          min_mm: 38,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 6,
        },
        background: ['light grey'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Saudi Arabia ID Card 4x6 cm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row sa_id_card_4x6cm_photo: {"pictureWidth":40.0,"pictureHeight":60.0,"units":"mm","dpi":300.0,"faceHeight":38.0,"crownTop":6.0} background #dddddd',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Saudi Arabia ID card',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row saudi_arabia_id_card: 945x1417 px at 600 dpi, rules {"minHeadHeight":0.6333333333333333,"minHeadOffset":0.1}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Saudi Arabia National ID',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row saudi-id-card: 40x60 mm, 472x709 px, 300 dpi, background 'Plain light grey'; Size: 40×60 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "head: ppp target 38 mm; idify minimum 63.3 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once)",
        crown_stated: false,
      },
      {
        id: 'sa-visa-usa',
        kind: 'visa',
        name: 'Saudi Arabia visa photo (applications in the USA)',
        route: 'print',
        crown: 'natural',
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'unstated',
        expression: 'unstated',
        head_covering: 'unstated',
        print_mm: {
          width: 51,
          height: 51,
        },
        sources: [
          {
            kind: 'official',
            authority: 'Royal Embassy of Saudi Arabia, Washington (embassies.mofa.gov.sa)',
            title: 'Guideline for accepted photographs (Saudi visas)',
            url: 'https://embassies.mofa.gov.sa/sites/usa/EN/CONSULARANDTRAVELSERVICES/VISAAPPLICATION/Pages/Guideline-accepted-photographs-saudi-visas.aspx',
            quote:
              'The photograph has to be a passport size photograph (2"x2") ... full-face view in which the applicant is facing the camera directly. Side or angled views are NOT accepted. White background, no exceptions.',
            read_on: '2026-11-29',
          },
        ],
        verification: 'official',
        notes:
          'Official for paper visa applications made through the embassy in the USA: 2x2 in (stated in inches; 51 mm is the usual metric value), white background with no exceptions. Head size not stated. Most travellers use the e-visa portal instead (sa-evisa).',
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'united-arab-emirates',
    name: 'United Arab Emirates',
    iso2: 'AE',
    aliases: ['UAE', 'Emirates', 'الإمارات', 'Dubai', 'Abu Dhabi'],
    region: 'middle-east',
    documents: [
      {
        id: 'ae-passport',
        kind: 'passport',
        name: 'United Arab Emirates passport photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 60,
        },
        head: {
          min_mm: 38,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 6,
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
            title: 'UAE Passport 4x6 cm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ae_passport_4x6cm_photo: {"pictureWidth":40.0,"pictureHeight":60.0,"units":"mm","dpi":300.0,"faceHeight":38.0,"crownTop":6.0} background #dddddd',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'United Arab Emirates Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row united_arab_emirates_passport: 945x1417 px at 600 dpi, rules {"minHeadHeight":0.6333333333333333,"minHeadOffset":0.1}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'UAE Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row uae-passport: 40x60 mm, 472x709 px, 300 dpi, background 'White'; Size: 40×60 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        disagreements: 'background: ppp light grey; idify light grey; wt white',
        notes:
          "head: ppp target 38 mm; idify minimum 63.3 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.dnrd.ae/ar/node/41708",
        crown_stated: false,
      },
    ],
  },
]
