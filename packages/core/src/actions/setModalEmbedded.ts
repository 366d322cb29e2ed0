import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'

/** Marks the modal as rendered inline in the page (it then never closes). */
export function setModalEmbedded(config: Config, embedded: boolean) {
  dispatch(config, { type: 'modal/embeddedChanged', embedded })
}
