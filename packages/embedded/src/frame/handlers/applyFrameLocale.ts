import { loadFrameText } from '../messages/loadFrameText.js'
import type { FrameContext } from './types.js'

/**
 * Switches the approval screen to the host's locale (SYNC_THEME's
 * `locale`): loads its catalogue, then sets the words and the document's
 * `lang` and `dir`. A later switch wins over an earlier one still loading;
 * a catalogue that fails to load leaves the current language.
 */
export function applyFrameLocale(
  tag: string,
  { state, document }: Pick<FrameContext, 'state' | 'document'>,
): Promise<void> {
  const loading = loadFrameText(tag).then(
    ({ locale, text }) => {
      if (state.textLoading !== loading) return
      state.text = text
      const root = document.documentElement
      root.lang = locale
      root.dir = locale === 'ar' || locale === 'he' ? 'rtl' : 'ltr'
    },
    () => {},
  )
  state.textLoading = loading
  return loading
}
