// Europe: destinations kept as data (docs/destinations-data.md). Written by scripts/import-destinations.ts
// from the research file, then kept and corrected here by hand; every number as its sources state it.
import type { DestinationData } from './types.ts'

export const EUROPE: readonly DestinationData[] = [
  {
    slug: 'albania',
    name: 'Albania',
    iso2: 'AL',
    aliases: ['Shqipëria'],
    region: 'europe',
    documents: [
      {
        id: 'al-passport',
        kind: 'passport',
        name: 'Albania passport photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 50,
        },
        crown: 'natural',
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'Timpson (UK photo retailer), international passport photo sizes',
            title: 'Passport Photo Requirements for Albania',
            url: 'https://www.timpson.co.uk/services/passport-photos/international-passport-photo-sizes/albania.html',
            quote:
              'Required photo dimensions : 40mm x 50mm ... A white background is needed for your photos ... Head size 70% (last updated/checked 24/10/2018)',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'iVisa photo blog (visa agent)',
            title: 'Albania Passport/Visa Photo Requirements and size',
            url: 'https://www.ivisa.com/photo/blog/albania-passportvisa-photo-requirements-and-size',
            quote:
              'Size: height 50 mm x 40 mm in width ... Background: white ... Smile: no. A neutral facial expression only',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Albania Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row albania-passport: 40x50 mm, 472x591 px, 300 dpi, background 'Plain white'; Size: 40×50 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          '40x50 mm on white agreed by three independent secondary sources: whitetirocket (idphotosnap), Timpson and iVisa (separate companies, different wording). Timpson adds that Albanian passports can only be applied for in Albania. | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only',
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'austria',
    name: 'Austria',
    iso2: 'AT',
    aliases: ['Österreich', 'Oesterreich'],
    region: 'schengen',
    documents: [
      {
        id: 'at-passport',
        kind: 'passport',
        name: 'Austria passport photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Austria Passport 35x45mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row at_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Austria Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row austria_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Austria Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row austria-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.passbildkriterien.at/folder24_04_06.pdf http://www.passbildkriterien.at/oesterreich_neu.html",
        crown_stated: false,
      },
      {
        id: 'at-visa',
        kind: 'visa',
        name: 'Austria visa photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Austria Visa 35x45mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row at_visa_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Austria Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row austria_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Austria Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row austria-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.bmeia.gv.at/en/embassy/london/practical-advice/schengen-visa-residence-permits/schengen-visa-application-requirements.html http://www.bmeia.gv.at/fileadmin/user_upload/bmeia/media/Vertretungsbehoerden/Pretoria/Fotokriterien_fuer_Visa.pdf",
        crown_stated: false,
      },
      {
        id: 'at-id',
        kind: 'national-id',
        name: 'Austria national ID card photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Austrian ID Card 35x45mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row at_personalausweis_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Austria ID card',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row austria_id_card: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Austria ID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row austria-id-card: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.passbildkriterien.at/folder24_04_06.pdf https://www.bmeia.gv.at/fileadmin/user_upload/Vertretungen/London/Dokumente/Passport_Photographs_Criteria.pdf",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'belarus',
    name: 'Belarus',
    iso2: 'BY',
    aliases: ['Беларусь', 'Belorussia'],
    region: 'europe',
    documents: [
      {
        id: 'by-passport',
        kind: 'passport',
        name: 'Belarus passport photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 50,
        },
        head: {
          min_mm: 32,
          max_mm: 36,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3,
          max: 5,
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
            title: 'Belarus Passport 40x50 mm (4x5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row by_passport_photo: {"pictureWidth":40.0,"pictureHeight":50.0,"units":"mm","dpi":600.0,"faceHeight":34.0,"crownTop":5.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Belarus Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row belarus_passport: 945x1181 px at 600 dpi, rules {"minHeadHeight":0.64,"maxHeadHeight":0.72,"minHeadOffset":0.06}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Belarus Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row belarus-passport: 40x50 mm, 472x591 px, 300 dpi, background 'Plain white'; Size: 40×50 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify light grey; wt white',
        notes:
          "head: ppp target 34 mm; idify 64.0-72.0 % of height | top margin (crown to top edge) targets differ between tables: 5, 3.0 mm | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://germany.mfa.gov.by/ru/konsul/vp/vydpp/ http://uvd-mo.gov.by/win/adm_proc/ugim/",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'belgium',
    name: 'Belgium',
    iso2: 'BE',
    aliases: ['België', 'Belgique', 'Belgien'],
    region: 'schengen',
    documents: [
      {
        id: 'be-passport',
        kind: 'passport',
        name: 'Belgium passport photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Belgium Passport 35x45mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row be_passport_45x35mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Belgium Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row belgium_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Belgium Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row belgium-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://diplomatie.belgium.be/fr/Services/services_a_letranger/passeport_belge/passeport_biometrique/belge_en_belgique/qualite_exigee_pour_la_photo",
        crown_stated: false,
      },
      {
        id: 'be-visa',
        kind: 'visa',
        name: 'Belgium visa photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 31,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 2.5,
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
            title: 'Belgium Visa 35x45mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row be_visa_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":31.0,"crownTop":2.5} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Belgium Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row belgium_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.6888888888888889,"minHeadOffset":0.05555555555555555}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Belgium Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row belgium-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 31 mm; idify minimum 68.9 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://countries.diplomatie.belgium.be/en/south_africa/travel_belgium/visa_belgium/ http://diplomatie.belgium.be/en/binaries/SchengenEN_tcm312-69379.pdf",
        crown_stated: false,
      },
      {
        id: 'be-id',
        kind: 'national-id',
        name: 'Belgium national ID card photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Belgium electronic ID Card (eID) 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row be_id_card_45x35mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Belgium Electronic ID card (eID)',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row belgium_electronic_id_card_(eid): 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Belgium eID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row belgium-id-card: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.ibz.rrn.fgov.be/fileadmin/user_upload/nl/kaarten/eid/documentatie/2016_Matrice_NL.pdf https://diplomatie.belgium.be/fr/Services/services_a_letranger/passeport_belge/passeport_biometrique/belge_en_belgique/qualite_exigee_pour_la_photo https://diplomatie.belgium.be/sites/default/files/downloads/2016_matrice_fr.pdf https://diplomatie.belgium.be/sites/default/files/downloads/eid_fr_0.pdf",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'bulgaria',
    name: 'Bulgaria',
    iso2: 'BG',
    aliases: ['България', 'Bulgariya'],
    region: 'schengen',
    documents: [
      {
        id: 'bg-passport',
        kind: 'passport',
        name: 'Bulgaria passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 30,
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
            title: 'Bulgaria Passport 35x45 mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row bg_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":30.0,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Bulgaria Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row bulgaria_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.6666666666666666,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Bulgaria Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row bulgaria-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify light grey; wt white',
        notes:
          "head: ppp target 30 mm; idify minimum 66.7 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.bulgaria-embassy.org/Consular%20Information/passport/Passport%20Procedures.htm http://www.bulgaria-embassy.org/Consular%20Information/passport/pas_samp.pdf",
        crown_stated: false,
      },
      {
        id: 'bg-id',
        kind: 'national-id',
        name: 'Bulgaria national ID card photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 30,
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
            title: 'Bulgaria ID Card (лична карта) 35x45mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row bg_id_card_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":30.0,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Bulgaria ID card (лична карта)',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row bulgaria_id_card_(лична_карта): 827x1063 px at 600 dpi, rules {"minHeadHeight":0.6666666666666666,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Bulgaria ID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row bulgaria-id-card: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify light grey; wt white',
        notes:
          "head: ppp target 30 mm; idify minimum 66.7 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.consulatebg.eu/home/id-card",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'croatia',
    name: 'Croatia',
    iso2: 'HR',
    aliases: ['Hrvatska'],
    region: 'schengen',
    documents: [
      {
        id: 'hr-passport',
        kind: 'passport',
        name: 'Croatia passport photo',
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
        background: ['light grey', 'white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Croatia passport 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Croatia passport 35x45 mm (3.5x4.5 cm)': 35.0x45.0 mm, dpi 600, head (34.5, 34.5) mm, top 3 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Croatia Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row croatia_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Croatia Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row croatia-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: idify light grey; wt white',
        notes:
          "head: visapics target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once)",
        crown_stated: false,
      },
      {
        id: 'hr-id',
        kind: 'national-id',
        name: 'Croatia national ID card photo',
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
        background: ['light grey', 'white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Croatia ID Card (Osobna iskaznica) 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row hr_osobna_iskaznica_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Croatia ID card (Osobna iskaznica)',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row croatia_id_card_(osobna_iskaznica): 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Croatia ID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row croatia-id-card: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify light grey; wt white',
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://stari.mup.hr/42.aspx",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'cyprus',
    name: 'Cyprus',
    iso2: 'CY',
    aliases: ['Κύπρος', 'Kıbrıs'],
    region: 'europe',
    documents: [
      {
        id: 'cy-visa',
        kind: 'visa',
        name: 'Cyprus visa photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Cyprus visa 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row cy_visa_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Cyprus Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row cyprus_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Cyprus Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row cyprus-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once)",
        crown_stated: false,
      },
      {
        id: 'cy-id',
        kind: 'national-id',
        name: 'Cyprus national ID card photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Cyprus ID Card (Cypriot identity card) 35x45 mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row cy_id_card_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Cyprus ID card (Cypriot identity card)',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row cyprus_id_card_(cypriot_identity_card): 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Cyprus ID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row cyprus-id-card: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.cyprusembassy.net/home/uploads/pdf/Miscellaneous/ICAO%20Picture%20Specifications.pdf",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'czechia',
    name: 'Czechia',
    iso2: 'CZ',
    aliases: ['Czech Republic', 'Česko', 'Česká republika'],
    region: 'schengen',
    documents: [
      {
        id: 'cz-passport',
        kind: 'passport',
        name: 'Czechia passport photo',
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
        background: ['light grey', 'white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Czech Republic Passport 35x45mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row cz_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Czech Republic Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row czech_republic_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Czech Republic Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row czech-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify light grey; wt white',
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.mvcr.cz/mvcren/article/photograph.aspx http://www.mzv.cz/telaviv/en/visa_and_consular_services/passports/index.html",
        crown_stated: false,
      },
      {
        id: 'cz-id',
        kind: 'national-id',
        name: 'Czechia national ID card photo',
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
            title: 'Czechia ID card 35x45 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Czechia ID card 35x45 mm': 35.0x45.0 mm, dpi 600, head (34.5, 34.5) mm, top 4.5 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Czech Republic ID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row czech-id-card: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (visapics target 34.5 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.mzv.cz/file/149406/foto.pdf",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'denmark',
    name: 'Denmark',
    iso2: 'DK',
    aliases: ['Danmark'],
    region: 'schengen',
    documents: [
      {
        id: 'dk-passport',
        kind: 'passport',
        name: 'Denmark passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 25.6,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3,
          max: 6.3,
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
            title: 'Denmark Passport 35x45mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row dk_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Denmark Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row denmark_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.5688888888888889,"minHeadOffset":0.13999999999999999}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Denmark Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row denmark-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify white; wt light grey',
        notes:
          "head: ppp target 34.5 mm; idify minimum 56.9 % of height (no maximum stated) | top margin (crown to top edge) targets differ between tables: 3, 6.3 mm | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once)",
        crown_stated: false,
      },
      {
        id: 'dk-visa',
        kind: 'visa',
        name: 'Denmark visa photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Denmark Visa 35x45mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row dk_visa_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Denmark Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row denmark_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Denmark Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row denmark-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://usa.um.dk/en/travel-and-residence/visa/photo-requirements/",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'estonia',
    name: 'Estonia',
    iso2: 'EE',
    aliases: ['Eesti'],
    region: 'schengen',
    documents: [
      {
        id: 'ee-passport',
        kind: 'passport',
        name: 'Estonia passport photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 50,
        },
        head: {
          min_mm: 37.5,
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
            title: 'Estonia Passport 40x50 mm (4x5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ee_passport_40x50mm_photo: {"pictureWidth":40.0,"pictureHeight":50.0,"units":"mm","dpi":600.0,"faceHeight":37.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Estonia Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row estonia_passport: 945x1181 px at 600 dpi, rules {"minHeadHeight":0.75,"minHeadOffset":0.06}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Estonia Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row estonia-passport: 40x50 mm, 472x591 px, 300 dpi, background 'Plain white'; Size: 40×50 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify light grey; wt white',
        notes:
          "head: ppp target 37.5 mm; idify minimum 75.0 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www2.politsei.ee/en/teenused/isikut-toendavad-dokumendid/eesti-kodaniku-pass/taiskasvanule/index.dot",
        crown_stated: false,
      },
      {
        id: 'ee-id',
        kind: 'national-id',
        name: 'Estonia national ID card photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 50,
        },
        head: {
          min_mm: 37.5,
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
            title: 'Estonia ID Card (ID-kaart) 40x50 mm (4x5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ee_id_card_40x50mm_photo: {"pictureWidth":40.0,"pictureHeight":50.0,"units":"mm","dpi":600.0,"faceHeight":37.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Estonia ID card (ID-kaart)',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row estonia_id_card_(id-kaart): 945x1181 px at 600 dpi, rules {"minHeadHeight":0.75,"minHeadOffset":0.06}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Estonia ID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row estonia-id-card: 40x50 mm, 472x591 px, 300 dpi, background 'Plain white'; Size: 40×50 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify light grey; wt white',
        notes:
          "head: ppp target 37.5 mm; idify minimum 75.0 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www2.politsei.ee/en/teenused/isikut-toendavad-dokumendid/id-kaart/taiskasvanule/oluline-info-taiskasvanule-id-kaardi-taotlejale.dot#varvifoto",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'finland',
    name: 'Finland',
    iso2: 'FI',
    aliases: ['Suomi'],
    region: 'schengen',
    documents: [
      {
        id: 'fi-passport',
        kind: 'passport',
        name: 'Finland passport photo',
        route: 'print',
        print_mm: {
          width: 36,
          height: 47,
        },
        head: {
          min_mm: 35,
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
            title: 'Finland Passport 36x47 mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row fi_passport_photo: {"pictureWidth":36.0,"pictureHeight":47.0,"units":"mm","dpi":353.0,"faceHeight":35.0,"crownTop":4.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Finland Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row finland_passport: 850x1110 px at 600 dpi, rules {"minHeadHeight":0.7446808510638298,"minHeadOffset":0.0851063829787234}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Finland Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row finland-passport: 36x47 mm, 425x555 px, 300 dpi, background 'Plain grey'; Size: 36×47 mm (unique Finnish format); Plain grey background - lighter for dark hair, medium for light hair; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 353,
        notes:
          "head: ppp target 35 mm; idify minimum 74.5 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 353, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.poliisi.fi/licences/passport/dimensions_and_positioning",
        crown_stated: false,
      },
      {
        id: 'fi-visa',
        kind: 'visa',
        name: 'Finland visa photo',
        route: 'print',
        print_mm: {
          width: 36,
          height: 47,
        },
        head: {
          min_mm: 35,
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
            title: 'Finland Visa 36x47 mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row fi_visa_photo: {"pictureWidth":36.0,"pictureHeight":47.0,"units":"mm","dpi":353.0,"faceHeight":35.0,"crownTop":4.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Finland Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row finland_visa: 850x1110 px at 600 dpi, rules {"minHeadHeight":0.7446808510638298,"minHeadOffset":0.0851063829787234}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Finland Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row finland-visa: 36x47 mm, 425x555 px, 300 dpi, background 'Plain grey'; Size: 36×47 mm; Plain grey background; Neutral expression; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 353,
        notes:
          "head: ppp target 35 mm; idify minimum 74.5 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 353, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://visa.finland.eu/Saintpeterburg/medical_photospecs.html http://www.finland.org.in/public/default.aspx?nodeid=34946&contentlan=2&culture=en-US",
        crown_stated: false,
      },
      {
        id: 'fi-id',
        kind: 'national-id',
        name: 'Finland national ID card photo',
        route: 'print',
        print_mm: {
          width: 36,
          height: 47,
        },
        head: {
          min_mm: 35,
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
            title: 'Finland ID Card offline 36x47 mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row fi_id_henkilokortti_36x47mm_photo: {"pictureWidth":36.0,"pictureHeight":47.0,"units":"mm","dpi":353.0,"faceHeight":35.0,"crownTop":4.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Finland ID card',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row finland_id_card: 850x1110 px at 600 dpi, rules {"minHeadHeight":0.7446808510638298,"minHeadOffset":0.0851063829787234}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Finland ID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row finland-id-card: 36x47 mm, 425x555 px, 300 dpi, background 'Plain grey'; Size: 36×47 mm; Plain grey background; Neutral expression; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 353,
        notes:
          "head: ppp target 35 mm; idify minimum 74.5 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 353, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.poliisi.fi/licences/passport/dimensions_and_positioning",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'france',
    name: 'France',
    iso2: 'FR',
    aliases: ['République française', 'French Republic'],
    region: 'schengen',
    documents: [
      {
        id: 'fr-passport',
        kind: 'passport',
        name: 'France passport photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'France Passport 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row fr_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'France Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row france_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'France Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row france-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.consulfrance-washington.org/IMG/pdf/depliant_norme_photo-2.pdf",
        crown_stated: false,
      },
      {
        id: 'fr-visa',
        kind: 'visa',
        name: 'France visa photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'France Visa 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row fr_visa_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'France Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row france_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'France Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row france-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.consulfrance-losangeles.org/IMG/pdf/Caracteristiques_photos_ENG.pdf http://www.diplomatie.gouv.fr/en/IMG/pdf/sample_photos_france.pdf",
        crown_stated: false,
      },
      {
        id: 'fr-id',
        kind: 'national-id',
        name: 'France national ID card photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'France ID Card 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row fr_id_card_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'France ID card',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row france_id_card: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'France ID Card (CNI)',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row france-id-card: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.demarches.interieur.gouv.fr/particuliers.html#F10619 https://www.demarches.interieur.gouv.fr/particuliers.html#F1344",
        crown_stated: false,
      },
      {
        id: 'fr-visa-usa',
        kind: 'visa',
        name: 'France visa photo (applications in the USA)',
        route: 'print',
        crown: 'natural',
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'religious-only',
        print_mm: {
          width: 51,
          height: 51,
        },
        head: {
          min_pct: 75,
          max_pct: 80,
        },
        sources: [
          {
            kind: 'official',
            authority: 'Consulat général de France à Los Angeles (consulfrance.org)',
            title: 'Photographs requirements',
            url: 'https://losangeles.consulfrance.org/photographs-requirements',
            quote:
              'In color; On a plain white background; Passport size (2" x 2"); Of full front view of the face, your face must fill about 75-80% of the photograph; No glasses; Keep a neutral expression (no smiling); head coverings are not permitted except for religious reasons',
            read_on: '2026-11-29',
          },
        ],
        verification: 'official',
        notes:
          "Official for French visa applications at the Los Angeles consulate (page last modified 2017-08-09): 2x2 in, white, face 'about 75-80%' of the photograph, no glasses, neutral. Elsewhere the Schengen 35x45 mm print applies (fr-visa). 'Face fills 75-80% of the photograph' is stored as a head band in % of height; the page does not say how it is measured.",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'georgia',
    name: 'Georgia',
    iso2: 'GE',
    aliases: ['საქართველო', 'Sakartvelo'],
    region: 'europe',
    documents: [
      {
        id: 'ge-passport',
        kind: 'passport',
        name: 'Georgia passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 22.5,
          max_mm: 31.5,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 5,
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
            title: 'Georgia Passport 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ge_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":31.05,"crownTop":5.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Georgia Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row georgia_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.5,"maxHeadHeight":0.7,"minHeadOffset":0.1111111111111111}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Georgia Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row georgia-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify light grey; wt white',
        notes:
          "head: ppp target 31.1 mm; idify 50.0-70.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'germany',
    name: 'Germany',
    iso2: 'DE',
    aliases: ['Deutschland', 'Allemagne'],
    region: 'schengen',
    documents: [
      {
        id: 'de-passport',
        kind: 'passport',
        name: 'Germany passport photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Germany Passport 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row de_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Germany Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row germany_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Germany Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row germany-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey or white'; Size: 35×45 mm (biometric); Plain light grey or white background; Neutral expression, mouth closed; Eyes open, looking directly at camera",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.germany.info/contentblob/2177362/Daten/178573/Sample_Photos_DD.pdf http://www.london.diplo.de/contentblob/3401106/Daten/178573/PhotosIDPassport.pdf",
        crown_stated: false,
      },
      {
        id: 'de-visa',
        kind: 'visa',
        name: 'Germany visa photo',
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
        edit_policy: 'refused',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'religious-only',
        sources: [
          {
            kind: 'secondary',
            authority: 'VisaMetric Moscow (visa application centre for Germany)',
            title: 'Photo Requirements',
            url: 'https://www.visametric.com/Moscow/Germany/en/p/photo-requirements',
            quote:
              'the photo must be in color, on a white background, without corners, oval and retouching; photo size 35 mm x 45 mm, face centered; the image of the face should occupy approximately 70-80% of the entire photo ... photos with an image that has been modified or processed using image editors will not be accepted.',
            read_on: '2026-11-29',
          },
          {
            kind: 'official',
            authority: 'German Embassy Colombo (Auswärtiges Amt, diplo.de)',
            title: 'Photo specifications',
            url: 'https://colombo.diplo.de/lk-en/service/01-visaeinreise/05-photo-specifications/1585960',
            quote:
              'The photographs must be an unmounted, coloured, full-face photo with white background taken withing the last six months and measuring 3.5 cm x 4.5 cm with the head centred. For persons wearing glasses, there must be no reflections around the eyes. Head coverings are acceptable only due to religious beliefs',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Germany Visa 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row de_visa_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Germany Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row germany_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Germany Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row germany-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey or white'; Size: 35×45 mm (biometric); Plain light grey or white background; Neutral expression; Eyes open, looking directly at camera",
            read_on: '2026-11-29',
          },
        ],
        verification: 'official',
        dpi: 600,
        notes:
          "The German visa centre in Moscow (VisaMetric) refuses photos 'modified or processed using image editors': edit_policy set to refused (from the visa centre, not the embassy page). | Official (German embassy): 3.5 x 4.5 cm, white background, glasses without reflections, religious head coverings only. Head band not stated on this page (kept from the tables). Other German missions accept light grey; this mission says white. | head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.germany.info/Vertretung/usa/en/05__Legal/02__Directory__Services/01__Visa/__Visa__Photo__Instructions.html http://www.germany.info/contentblob/1965686/Daten/178573/Visa_Foto_Mustertafel_L.pdf",
        disagreements:
          'official/other source vs tables: head_covering: tables unstated -> now religious-only (the official or stricter value kept) | official/other source vs tables: edit_policy: tables unstated -> now refused (the official or stricter value kept)',
        crown_stated: false,
      },
      {
        id: 'de-id',
        kind: 'national-id',
        name: 'Germany national ID card photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Germany ID Card 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row de_ausweis_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Germany ID card',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row germany_id_card: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Germany ID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row germany-id-card: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey or white'; Size: 35×45 mm (biometric); Plain light grey or white background; Neutral expression, mouth closed; Eyes open, looking directly at camera",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.personalausweisportal.de/EN/Citizens/German_ID_Card/Application/Application_node.html;jsessionid=BE1C400BC9E861E8108917C926BB9D39.1_cid332 https://www.personalausweisportal.de/SharedDocs/Downloads/DE/Weitere-Informationen/Fotomustertafel.html?nn=6852870 https://www.personalausweisportal.de/SharedDocs/Downloads/DE/Weitere-Informationen/Fotomustertafel.pdf?__blob=publicationFile&v=2",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'greece',
    name: 'Greece',
    iso2: 'GR',
    aliases: ['Ελλάδα', 'Hellas', 'Hellenic Republic', 'Ellada'],
    region: 'schengen',
    documents: [
      {
        id: 'gr-visa',
        kind: 'visa',
        name: 'Greece visa photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Greece Visa 35x45 mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row gr_visa_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Greece Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row greece_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Greece Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row greece-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.mfa.gr/uk/images/stories/services/docs/technical_requirements_for_photos_1.pdf",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'hungary',
    name: 'Hungary',
    iso2: 'HU',
    aliases: ['Magyarország'],
    region: 'schengen',
    documents: [
      {
        id: 'hu-passport',
        kind: 'passport',
        name: 'Hungary passport photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Hungary Passport 35x45mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row hu_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Hungary Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row hungary_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Hungary Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row hungary-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.mfa.gov.hu/kulkepviselet/UK/en/en_Konzuliinfo/application_for_hungarian_passport.htm",
        crown_stated: false,
      },
      {
        id: 'hu-visa',
        kind: 'visa',
        name: 'Hungary visa photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Hungary Visa 35x45mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row hu_visa_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Hungary Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row hungary_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Hungary Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row hungary-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.mfa.gov.hu/NR/rdonlyres/70BCBE4B-4408-4F40-852A-B04731C6EB3D/0/photo_requirements_visa_appl.pdf http://www.mfa.gov.hu/kulkepviselet/UK/en/en_Konzuliinfo/visa_information.htm",
        crown_stated: false,
      },
      {
        id: 'hu-id',
        kind: 'national-id',
        name: 'Hungary national ID card photo',
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
        background: ['light grey'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Hungary ID card 35x45 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Hungary ID card 35x45 mm': 35.0x45.0 mm, dpi 600, head (34.5, 34.5) mm, top 3 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Hungary ID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row hungary-id-card: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (visapics target 34.5 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.kulugyminiszterium.hu/dtwebe/Iratok/TE.pdf",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'iceland',
    name: 'Iceland',
    iso2: 'IS',
    aliases: ['Ísland'],
    region: 'schengen',
    documents: [
      {
        id: 'is-passport',
        kind: 'passport',
        name: 'Iceland passport photo',
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
        background: ['light grey'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Iceland passport 35x45 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Iceland passport 35x45 mm': 35.0x45.0 mm, dpi 600, head (34.5, 34.5) mm, top 3 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Iceland Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row iceland-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey or white'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (visapics target 34.5 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.syslumenn.is/media/eydublod/Ljosmyndaleidbeiningar.pdf",
        crown_stated: false,
      },
      {
        id: 'is-visa',
        kind: 'visa',
        name: 'Iceland visa photo',
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
        background: ['light grey'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Iceland visa 35x45 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Iceland visa 35x45 mm': 35.0x45.0 mm, dpi 600, head (34.5, 34.5) mm, top 3 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Iceland Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row iceland-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (visapics target 34.5 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once)",
        crown_stated: false,
      },
      {
        id: 'is-id',
        kind: 'national-id',
        name: 'Iceland national ID card photo',
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
        background: ['light grey'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Iceland ID card 35x45 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Iceland ID card 35x45 mm': 35.0x45.0 mm, dpi 600, head (34.5, 34.5) mm, top 3 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Iceland ID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row iceland-id-card: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (visapics target 34.5 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://skra.is/english/individuals/passport-and-id-card/id-card/",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'ireland',
    name: 'Ireland',
    iso2: 'IE',
    aliases: ['Éire'],
    region: 'europe',
    documents: [
      {
        id: 'ie-passport',
        kind: 'passport',
        name: 'Ireland passport photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Ireland Passport offline 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ie_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":300.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Ireland Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row ireland_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Ireland Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row ireland-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey or white'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once)",
        crown_stated: false,
      },
      {
        id: 'ie-visa',
        kind: 'visa',
        name: 'Ireland visa photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Ireland Visa 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ie_visa_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":300.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Ireland Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row ireland_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Ireland Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row ireland-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.inis.gov.ie/en/INIS/Re-Entry%20Visa%20Photograph%20Requirements.pdf/Files/Re-Entry%20Visa%20Photograph%20Requirements.pdf",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'italy',
    name: 'Italy',
    iso2: 'IT',
    aliases: ['Italia', 'Italian Republic'],
    region: 'schengen',
    documents: [
      {
        id: 'it-passport',
        kind: 'passport',
        name: 'Italy passport photo',
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
          min: 2,
          max: 4,
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
            title: 'Italy Passport 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row it_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":33.5,"crownTop":2.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Italy Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row italy_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.08888888888888889}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Italy Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row italy-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify white; wt white',
        notes:
          "head: ppp target 33.5 mm; idify 70.0-80.0 % of height | top margin (crown to top edge) targets differ between tables: 2, 4.0 mm | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.consmontreal.esteri.it/resource/2010/05/11973_f_cons97PassaportiNovitaMaggio2011.pdf",
        crown_stated: false,
      },
      {
        id: 'it-visa',
        kind: 'visa',
        name: 'Italy visa photo',
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
          max: 4,
        },
        background: ['light grey'],
        edit_policy: 'refused',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'Italy Visa Management Service, Russia (italy-vms.ru, visa centre)',
            title: 'Photo requirements',
            url: 'https://italy-vms.ru/photo-requirements/',
            quote:
              '30 mm x 40 mm or 35 mm x 45 mm with the head centered in the frame; the face should cover 70-80 percent of the photo area ... coloured, on a white background ... photos with the image changed or treat by means of electronic editors of images are not accepted.',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Italy Visa 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row it_visa_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Italy Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row italy_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.08888888888888889}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Italy Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row italy-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "Italian visa centre (Russia): 30x40 or 35x45 mm, white background, no electronically edited images (edit_policy refused, from the visa centre). | head: ppp target 34.5 mm; idify 70.0-80.0 % of height | top margin (crown to top edge) targets differ between tables: 3, 4.0 mm | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.ambwashingtondc.esteri.it/Ambasciata_Washington/Menu/In_linea_con_utente/Domande_frequenti/Visti_faq/Visa_Requirements.htm",
        disagreements:
          'official/other source vs tables: edit_policy: tables unstated -> now refused (the official or stricter value kept)',
        crown_stated: false,
      },
      {
        id: 'it-id',
        kind: 'national-id',
        name: 'Italy national ID card photo',
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
          min: 2,
          max: 4,
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
            title: 'Italy ID Card 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row it_carta_di_identita_35x45_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":33.5,"crownTop":2.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Italy ID card',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row italy_id_card: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.08888888888888889}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Italy ID Card (CIE)',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row italy-id-card: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 33.5 mm; idify 70.0-80.0 % of height | top margin (crown to top edge) targets differ between tables: 2, 4.0 mm | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.cartaidentita.interno.gov.it/modalita-acquisizione-foto/",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'latvia',
    name: 'Latvia',
    iso2: 'LV',
    aliases: ['Latvija'],
    region: 'schengen',
    documents: [
      {
        id: 'lv-passport',
        kind: 'passport',
        name: 'Latvia passport photo',
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
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Latvia passport 35x45 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Latvia passport 35x45 mm': 35.0x45.0 mm, dpi 600, head (34.5, 34.5) mm, top 3 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Latvia Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row latvia-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (visapics target 34.5 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.pmlp.gov.lv/ru/home-ru/uslugi/pasporta/dokumentyi.html",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'liechtenstein',
    name: 'Liechtenstein',
    iso2: 'LI',
    aliases: [],
    region: 'schengen',
    documents: [
      {
        id: 'li-passport',
        kind: 'passport',
        name: 'Liechtenstein passport photo',
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
            title: 'Liechtenstein Passport/Visa Photo Requirements and Size',
            url: 'https://www.ivisa.com/photo/blog/liechtenstein-passportvisa-photo-requirements-and-size',
            quote:
              'Required size of the photo: 45 mm in height and 35 mm in width ... Background: white ... Smile: no',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Liechtenstein passport 35x45 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Liechtenstein passport 35x45 mm': 35.0x45.0 mm, dpi 600, head (34.5, 34.5) mm, top 3 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          '35x45 mm agreed by the visafoto-family table (visapics) and iVisa (separate company). White background from iVisa. | the visafoto-family table gives one target head height (visapics target 34.5 mm), not a band; stored as min = max | official links the visafoto-family table cites (not read here): https://www.llv.li/inhalt/12524/amtsstellen/ausstellungsprozess',
        disagreements:
          "official/other source vs tables: background: tables [] -> now ['white'] (the official or stricter value kept)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'lithuania',
    name: 'Lithuania',
    iso2: 'LT',
    aliases: ['Lietuva'],
    region: 'schengen',
    documents: [
      {
        id: 'lt-passport',
        kind: 'passport',
        name: 'Lithuania passport photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 60,
        },
        head: {
          min_mm: 33,
          max_mm: 33,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 13,
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
            title: 'Lithuania passport 40x60 mm (4x6 cm)',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Lithuania passport 40x60 mm (4x6 cm)': 40.0x60.0 mm, dpi 300, head (33, 33) mm, top 13 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Lithuania Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row lithuania-passport: 40x60 mm, 472x709 px, 300 dpi, background 'Plain white'; Size: 40×60 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          'the visafoto-family table gives one target head height (visapics target 33 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://adic.lrv.lt/lt/teisine-informacija/nuotrauku-pavyzdziai https://adic.lrv.lt/uploads/adic/documents/files/bukletas%202007.pdf',
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'luxembourg',
    name: 'Luxembourg',
    iso2: 'LU',
    aliases: ['Lëtzebuerg'],
    region: 'schengen',
    documents: [
      {
        id: 'lu-visa',
        kind: 'visa',
        name: 'Luxembourg visa photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 30,
          max_mm: 36,
          min_pct: 70,
          max_pct: 80,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'unstated',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'TopVisa (Ukrainian visa agency), Schengen visa photo requirements',
            title: 'Требования для фотографий (Schengen visa)',
            url: 'https://topvisa.com.ua/stati-informatsia/17-trebovaniya-dlya-fotografiy.html',
            quote:
              'Параметры фотографии должны быт 3,5 x 4,5 см; Изображение лица ... 70-80 % ...; от 30 до 36 мм от подбородка до макушки; Фотография должна быть сделанная на белом фоне ... фотографии, которые подаются в Консульские учреждения стран, подписавших Шенгенское соглашение, должны соответствовать всем вышеперечисленным требованиям.',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Luxembourg visa 35x45 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Luxembourg visa 35x45 mm': 35.0x45.0 mm, dpi 600, head (34.5, 34.5) mm, top 3 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "35x45 mm agreed by the visafoto-family table (Luxembourg visa row) and TopVisa's statement of the common Schengen-consulate photo rule (3.5x4.5 cm, face 70-80% / 30-36 mm chin to crown, white, mouth closed). The second source is Schengen-wide, not Luxembourg-specific (the short-stay visa photo rule is common to Schengen consulates). viza.vn.ua repeats TopVisa's text word for word and is not counted. | the visafoto-family table gives one target head height (visapics target 34.5 mm), not a band; stored as min = max | official links the visafoto-family table cites (not read here): https://bangkok.mae.lu/en/Visa-to-Luxembourg/Photo-Visa-Criteria https://guichet.public.lu/en/entreprises/ressources-humaines/recrutement/ressortissant-pays-tiers/visa.html",
        disagreements:
          "official/other source vs tables: background: tables [] -> now ['white']; expression: tables unstated -> now neutral-mouth-closed; head: tables {'min_mm': 34.5, 'max_mm': 34.5} -> now {'min_mm': 30, 'max_mm': 36, 'min_pct': 70, 'max_pct': 80} (the official or stricter value kept)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'malta',
    name: 'Malta',
    iso2: 'MT',
    aliases: [],
    region: 'schengen',
    documents: [
      {
        id: 'mt-passport',
        kind: 'passport',
        name: 'Malta passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 30,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 2.5,
          max: 3,
        },
        background: ['white', 'light grey'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Malta Passport 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row mt_passport_disabled_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Malta Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row malta_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.6666666666666666,"minHeadOffset":0.05555555555555555}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Malta Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row malta-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey or white'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp white; idify white; wt light grey',
        notes:
          "head: ppp target 34.5 mm; idify minimum 66.7 % of height (no maximum stated) | top margin (crown to top edge) targets differ between tables: 3, 2.5 mm | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://identitymalta.com/wp-content/uploads/2018/01/Form-B-Image-Capture-Form-2.pdf",
        crown_stated: false,
      },
      {
        id: 'mt-visa',
        kind: 'visa',
        name: 'Malta visa photo',
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
        background: ['light grey'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Malta visa 35x45 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Malta visa 35x45 mm': 35.0x45.0 mm, dpi 600, head (34.5, 34.5) mm, top 3 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Malta Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row malta-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (visapics target 34.5 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'netherlands',
    name: 'Netherlands',
    iso2: 'NL',
    aliases: ['Holland', 'Nederland', 'NL', 'Dutch'],
    region: 'schengen',
    documents: [
      {
        id: 'nl-passport',
        kind: 'passport',
        name: 'Netherlands passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 29,
          max_mm: 29,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 6.5,
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
            title: 'Netherlands Passport 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row nl_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":29.0,"crownTop":6.5} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Netherlands Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row netherlands-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (ppp target 29 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.government.nl/binaries/government/documents/leaflets/2015/01/21/photomatrix-guidelines-2007/photomatrix-guidelines-2007.pdf",
        crown_stated: false,
      },
      {
        id: 'nl-visa',
        kind: 'visa',
        name: 'Netherlands visa photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 29,
          max_mm: 29,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 6.5,
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
            title: 'Netherlands Visa 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row nl_visa_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":29.0,"crownTop":6.5} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Netherlands Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row netherlands-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (ppp target 29 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://unitedkingdom.nlembassy.org/passports-visas--consular/visas",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'norway',
    name: 'Norway',
    iso2: 'NO',
    aliases: ['Norge'],
    region: 'schengen',
    documents: [
      {
        id: 'no-passport',
        kind: 'passport',
        name: 'Norway passport photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Norway Passport 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row no_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Norway Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row norway_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Norway Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row norway-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.udi.no/Norwegian-Directorate-of-Immigration/Oversiktsider/Common-pages/Photo-requirements/",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'poland',
    name: 'Poland',
    iso2: 'PL',
    aliases: ['Polska'],
    region: 'schengen',
    documents: [
      {
        id: 'pl-visa',
        kind: 'visa',
        name: 'Poland visa photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Poland Visa 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row pl_visa_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Poland Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row poland_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Poland Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row poland-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.msz.gov.pl/en/travel_to_poland/visa/",
        crown_stated: false,
      },
      {
        id: 'pl-id',
        kind: 'national-id',
        name: 'Poland national ID card photo',
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
        background: ['light grey', 'white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Poland ID Card 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row pl_dowod_osobisty_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Poland ID card',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row poland_id_card: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Poland ID Card (Dowód)',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row poland-id-card: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify light grey; wt white',
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://obywatel.gov.pl/dokumenty-i-dane-osobowe/zdjecie-do-dowodu-lub-paszportu",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'portugal',
    name: 'Portugal',
    iso2: 'PT',
    aliases: ['Portuguese Republic'],
    region: 'schengen',
    documents: [
      {
        id: 'pt-passport',
        kind: 'passport',
        name: 'Portugal passport photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Portugal Passport 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row pt_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Portugal Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row portugal_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Portugal Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row portugal-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): ",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'romania',
    name: 'Romania',
    iso2: 'RO',
    aliases: ['România'],
    region: 'schengen',
    documents: [
      {
        id: 'ro-passport',
        kind: 'passport',
        name: 'Romania passport photo',
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
            title: 'Romania passport 35x45 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Romania passport 35x45 mm': 35.0x45.0 mm, dpi 600, head (34.5, 34.5) mm, top 4.5 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Romania Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row romania-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (visapics target 34.5 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://pasapoarte.mai.gov.ro/indexActe2.html",
        crown_stated: false,
      },
      {
        id: 'ro-id',
        kind: 'national-id',
        name: 'Romania national ID card photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Romania ID Card 3x4 cm (30x40 mm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ro_cartea_de_identitate_3x4cm_photo: {"pictureWidth":30.0,"pictureHeight":40.0,"units":"mm","dpi":600.0,"faceHeight":30.0,"crownTop":2.5} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Romania ID card',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row romania_id_card: 709x945 px at 600 dpi, rules {"minHeadHeight":0.75,"minHeadOffset":0.0625}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Romania ID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row romania-id-card: 30x40 mm, 354x472 px, 300 dpi, background 'Plain white'; Size: 30×40 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 30 mm; idify minimum 75.0 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://washington.mae.ro/node/477",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'russia',
    name: 'Russia',
    iso2: 'RU',
    aliases: ['Россия', 'Rossiya'],
    region: 'europe',
    documents: [
      {
        id: 'ru-passport',
        kind: 'passport',
        name: 'Russia passport photo',
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
            title: 'Russia International Passport Gosuslugi.ru, 35x45 mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ru_passport_int_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"faceHeight":33.0,"units":"mm","dpi":600.0,"crownTop":5.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Russia International Passport Gosuslugi.ru',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row russia_international_passport_gosuslugi.ru: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7111111111111111,"maxHeadHeight":0.8,"minHeadOffset":0.1111111111111111}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Russia International Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row russia-intl-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 33 mm; idify 71.1-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://gosuslugi.ru",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'serbia',
    name: 'Serbia',
    iso2: 'RS',
    aliases: ['Србија', 'Srbija'],
    region: 'europe',
    documents: [
      {
        id: 'rs-visa',
        kind: 'visa',
        name: 'Serbia visa photo',
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
        glasses: 'unstated',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'anfas.pro (citing the Serbian MFA visa pages)',
            title: 'Serbia visa photo',
            url: 'https://anfas.pro/en/foto/serbia/visa/',
            quote:
              'Serbia visa photo requirements: 35 × 45 mm ... Light plain background ... Neutral expression, mouth closed.',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'Devarshi Photo (Harrow photo studio)',
            title: 'Passport size photos and visa size photos of Serbia',
            url: 'https://devarshiphoto.com/harrow/passport-size-photos-and-visa-size-photos-of-serbia',
            quote:
              'Visa Photo Requirement of Serbia: Dimensions: 35mm x 45mm ... Background Requirements: plain-white or off-white background',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Serbia Visa 35x45mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row rs_visa_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Serbia Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row serbia_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          '35x45 mm agreed by the visafoto-family tables, anfas.pro and Devarshi Photo (separate sites). Background: tables light grey, anfas light plain, Devarshi white/off-white: white kept (satisfies all). | head: ppp target 34.5 mm; idify 70.0-80.0 % of height | official links the visafoto-family table cites (not read here): http://www.mfa.gov.rs/en/consular-affairs/entry-serbia/visa-requirements',
        disagreements:
          "official/other source vs tables: background: tables ['light grey'] -> now ['white']; expression: tables unstated -> now neutral-mouth-closed (the official or stricter value kept)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'slovenia',
    name: 'Slovenia',
    iso2: 'SI',
    aliases: ['Slovenija'],
    region: 'schengen',
    documents: [
      {
        id: 'si-passport',
        kind: 'passport',
        name: 'Slovenia passport photo',
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
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Slovenia passport 35x45 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Slovenia passport 35x45 mm': 35.0x45.0 mm, dpi 600, head (34.5, 34.5) mm, top 3 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Slovenia Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row slovenia-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (visapics target 34.5 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.dunaj.veleposlanistvo.si/index.php?id=4298 https://e-uprava.gov.si/podrocja/osebni-dokumenti-potrdila-selitev/osebni-dokumenti/potni-list/pogosta-vprasanja/kaksna-fotografija-je-ustrezna-za-izdajo-potnega-lista.html",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'spain',
    name: 'Spain',
    iso2: 'ES',
    aliases: ['España', 'Espana'],
    region: 'schengen',
    documents: [
      {
        id: 'es-passport',
        kind: 'passport',
        name: 'Spain passport photo',
        route: 'print',
        print_mm: {
          width: 26,
          height: 32,
        },
        head: {
          min_mm: 20,
          max_mm: 25,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 2,
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
            title: 'Spain Passport 32x26 mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row es_passport_32x26mm_photo: {"pictureWidth":26.0,"pictureHeight":32.0,"units":"mm","dpi":600.0,"faceHeight":23.5,"crownTop":2.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Spain Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row spain_passport: 614x756 px at 600 dpi, rules {"minHeadHeight":0.625,"maxHeadHeight":0.78125,"minHeadOffset":0.0625}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Spain Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row spain-passport: 26x32 mm, 307x378 px, 300 dpi, background 'Plain white'; Size: 26×32 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 23.5 mm; idify 62.5-78.1 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once)",
        crown_stated: false,
      },
      {
        id: 'es-visa',
        kind: 'visa',
        name: 'Spain visa photo',
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
            authority:
              'Spain Visa Application Centre in Russia (spainvac-ru.com, outsourced provider for the consulates)',
            title: 'Photograph Specification',
            url: 'https://www.spainvac-ru.com/photograph',
            quote:
              '3.5 cms x 4.5 cms with the head centered in the frame. The head (measured from the top of the hair to the bottom of the chin) should measure about 3 cms ... The face should cover about 70-80 percent of the photo area. The photograph MUST be in color and have only a white background.',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Spain Visa 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row es_visa_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Spain Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row spain_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Spain Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row spain-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements:
          "background: ppp light grey; idify light grey; wt white | official/other source vs tables: background: tables ['light grey', 'white'] -> now ['white'] (the official or stricter value kept)",
        notes:
          "The Spanish visa centre (Russia) asks for 35x45 mm, head 'about 3 cm' from the top of the hair to the chin, face 70-80%, white background only. 'About 3 cm' sits below the tables' 31.5-36 mm band; the band is kept and the difference recorded. White (this page) is stricter than the tables' light grey and is kept. | head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.exteriores.gob.es/Consulados/LOSANGELES/es/InformacionParaExtranjeros/Documents/Especificaciones%20foto%20visado.pdf",
        crown_stated: false,
      },
      {
        id: 'es-id',
        kind: 'national-id',
        name: 'Spain national ID card photo',
        route: 'print',
        print_mm: {
          width: 26,
          height: 32,
        },
        head: {
          min_mm: 20,
          max_mm: 25,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 2,
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
            title: 'Spain DNI (ID card) 32x26 mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row es_dni_32x26mm_photo: {"pictureWidth":26.0,"pictureHeight":32.0,"units":"mm","dpi":600.0,"faceHeight":23.5,"crownTop":2.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Spain DNI (ID card)',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row spain_dni_(id_card): 614x756 px at 600 dpi, rules {"minHeadHeight":0.625,"maxHeadHeight":0.78125,"minHeadOffset":0.0625}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Spain DNI / ID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row spain-dni: 26x32 mm, 307x378 px, 300 dpi, background 'Plain white'; Size: 26×32 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 23.5 mm; idify 62.5-78.1 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.interior.gob.es/web/servicios-al-ciudadano/dni/documentacion-necesaria-para-su-tramitacion https://www.dnielectronico.es/PortalDNIe/PRF1_Cons02.action?pag=REF_420&id_menu=[7]",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'sweden',
    name: 'Sweden',
    iso2: 'SE',
    aliases: ['Sverige'],
    region: 'schengen',
    documents: [
      {
        id: 'se-passport',
        kind: 'passport',
        name: 'Sweden passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 34.6,
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
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Sweden passport 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Sweden passport 35x45 mm (3.5x4.5 cm)': 35.0x45.0 mm, dpi 600, head (34.6, 34.6) mm, top 3 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Sweden Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row sweden_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.768888888888889,"minHeadOffset":0.06666666666666667}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Sweden Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row sweden-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: visapics target 34.6 mm; idify minimum 76.9 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once)",
        crown_stated: false,
      },
      {
        id: 'se-id',
        kind: 'national-id',
        name: 'Sweden national ID card photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 34.6,
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
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Sweden ID card 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Sweden ID card 35x45 mm (3.5x4.5 cm)': 35.0x45.0 mm, dpi 600, head (34.6, 34.6) mm, top 3 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Sweden ID card',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row sweden_id_card: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.768888888888889,"minHeadOffset":0.06666666666666667}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Sweden ID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row sweden-id-card: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: visapics target 34.6 mm; idify minimum 76.9 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'switzerland',
    name: 'Switzerland',
    iso2: 'CH',
    aliases: ['Schweiz', 'Suisse', 'Svizzera', 'Swiss Confederation', 'Swiss'],
    region: 'schengen',
    documents: [
      {
        id: 'ch-passport',
        kind: 'passport',
        name: 'Switzerland passport photo',
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
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Switzerland passport 35x45 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Switzerland passport 35x45 mm': 35.0x45.0 mm, dpi 600, head (34.5, 34.5) mm, top 3 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Switzerland Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row switzerland_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Switzerland Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row switzerland-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: visapics target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.sem.admin.ch/dam/data/pass/ausweise/fotomustertafel.pdf",
        crown_stated: false,
      },
      {
        id: 'ch-visa',
        kind: 'visa',
        name: 'Switzerland visa photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Switzerland Visa 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ch_visa_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Switzerland Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row switzerland_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Switzerland Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row switzerland-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.eda.admin.ch/etc/medialib/downloads/edactr/lka.Par.0024.File.tmp/Guidelines%20for%20Passport%20Photos.pdf http://www.eda.admin.ch/etc/medialib/downloads/edactr/rus.Par.0083.File.tmp/Photograph_Guidelines_en.pdf",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'turkey',
    name: 'Turkey',
    iso2: 'TR',
    aliases: ['Türkiye', 'Turkiye', 'Republic of Türkiye'],
    region: 'europe',
    documents: [
      {
        id: 'tr-passport',
        kind: 'passport',
        name: 'Turkey passport photo',
        route: 'print',
        print_mm: {
          width: 50,
          height: 60,
        },
        head: {
          min_mm: 34,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 10,
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
            title: 'Turkey Passport 50x60 mm (5x6 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row tr_passport_photo: {"pictureWidth":50.0,"pictureHeight":60.0,"units":"mm","dpi":300.0,"faceHeight":34.0,"crownTop":10.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Turkey Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row turkey_passport: 1181x1417 px at 600 dpi, rules {"minHeadHeight":0.5666666666666667,"minHeadOffset":0.16666666666666666}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Turkey Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row turkey-passport: 50x60 mm, 591x709 px, 300 dpi, background 'Plain light grey'; Size: 50×60 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "head: ppp target 34 mm; idify minimum 56.7 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.konsolosluk.gov.tr",
        crown_stated: false,
      },
      {
        id: 'tr-visa',
        kind: 'visa',
        name: 'Turkey visa photo',
        route: 'print',
        print_mm: {
          width: 50,
          height: 60,
        },
        head: {
          min_mm: 34,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 10,
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
            title: 'Turkey Visa 50x60 mm (5x6 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row tr_visa_photo: {"pictureWidth":50.0,"pictureHeight":60.0,"units":"mm","dpi":300.0,"faceHeight":34.0,"crownTop":10.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Turkey Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row turkey_visa: 1181x1417 px at 600 dpi, rules {"minHeadHeight":0.5666666666666667,"minHeadOffset":0.16666666666666666}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Turkey Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row turkey-visa: 50x60 mm, 591x709 px, 300 dpi, background 'Plain light grey'; Size: 50×60 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "head: ppp target 34 mm; idify minimum 56.7 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.konsolosluk.gov.tr",
        crown_stated: false,
      },
      {
        id: 'tr-id',
        kind: 'national-id',
        name: 'Turkey national ID card photo',
        route: 'print',
        print_mm: {
          width: 50,
          height: 60,
        },
        head: {
          min_mm: 34,
          max_mm: 34,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 10,
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
            title: 'Turkey ID card 5x6 cm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Turkey ID card 5x6 cm': 50.0x60.0 mm, dpi 300, head (34, 34) mm, top 10 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Turkey ID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row turkey-id-card: 50x60 mm, 591x709 px, 300 dpi, background 'Plain white'; Size: 50×60 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          'the visafoto-family table gives one target head height (visapics target 34 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://randevu.nvi.gov.tr/pages/sss',
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'ukraine',
    name: 'Ukraine',
    iso2: 'UA',
    aliases: ['Україна', 'Ukraina'],
    region: 'europe',
    documents: [
      {
        id: 'ua-passport',
        kind: 'passport',
        name: 'Ukraine passport photo',
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
          min: 3.5,
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
            title: 'Ukraine Internal Passport 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ua_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.5} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Ukraine Internal Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row ukraine_internal_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7111111111111111,"maxHeadHeight":0.8,"minHeadOffset":0.07777777777777778}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Ukraine International Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row ukraine-intl-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 71.1-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.bucha.com.ua/?subaction=showfull&year=2006&month=08&day=06&news_name=pas_port&seourl=pas_port http://www.zakon-online.com.ua/administrativnoe-pravo/vse-chto-nuzhno-znat-o-zamene-foto-v-pasporte.html http://zakon1.rada.gov.ua/laws/show/2503-12",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'united-kingdom',
    name: 'United Kingdom',
    iso2: 'GB',
    aliases: [
      'UK',
      'Britain',
      'Great Britain',
      'England',
      'U.K.',
      'GB',
      'Scotland',
      'Wales',
      'Northern Ireland',
    ],
    region: 'europe',
    documents: [
      {
        id: 'gb-passport',
        kind: 'passport',
        name: 'United Kingdom passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 29,
          max_mm: 34,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 4.9,
        },
        background: ['light grey', 'white', 'cream'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'religious-only',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'UK Passport offline 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row gb_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":32.8,"crownTop":4.9} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'United Kingdom Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row united_kingdom_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.6444444444444445,"maxHeadHeight":0.7555555555555555,"minHeadOffset":0.1088888888888889}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'United Kingdom Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row uk-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain cream or light grey'; Size: 35×45 mm; Plain cream or light grey background; Neutral expression, mouth closed; Eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify white; wt cream',
        notes:
          "head: ppp target 32.8 mm; idify 64.4-75.6 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.gov.uk/photos-for-passports",
        crown_stated: false,
      },
      {
        id: 'gb-visa',
        kind: 'visa',
        name: 'United Kingdom visa photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 29,
          max_mm: 34,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 4.9,
        },
        background: ['light grey', 'white', 'cream'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'UK Visa 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row gb_visa_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":32.8,"crownTop":4.9} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'United Kingdom Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row united_kingdom_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.6444444444444445,"maxHeadHeight":0.7555555555555555,"minHeadOffset":0.1088888888888889}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'United Kingdom Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row uk-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain cream or light grey'; Size: 35×45 mm; Plain cream or light grey background; Neutral expression, mouth closed; Eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify white; wt cream',
        notes:
          "head: ppp target 32.8 mm; idify 64.4-75.6 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.ukba.homeoffice.gov.uk/sitecontent/applicationforms/flr/photoguidance0409.pdf",
        crown_stated: false,
      },
    ],
  },
]
