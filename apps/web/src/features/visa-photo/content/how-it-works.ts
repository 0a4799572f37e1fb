import { SITE } from '@vps/specs'
import { type PhotoSpec, sizePx } from '../../../shared/country/spec-format.ts'

export type Step = { title: string; text: string }

/** Upload → automatic face positioning → download; what the product does, nothing more. */
export function howItWorks(spec: PhotoSpec, countryName: string): Step[] {
  return [
    {
      title: 'Upload a portrait',
      text: 'Choose a recent, front-facing photo. It is opened in your browser and never leaves your device.',
    },
    {
      title: 'Automatic face positioning',
      text: `The tool finds your face, then crops and scales it to the ${countryName} spec and checks the background and size live. You can fine-tune zoom and position.`,
    },
    {
      title: 'Download your JPEG',
      text: `Get a ${sizePx(spec)} JPEG ready to upload or print, usually in ${SITE.resultTime}, for free.`,
    },
  ]
}
