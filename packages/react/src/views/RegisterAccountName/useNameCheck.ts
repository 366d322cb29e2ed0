import { DEBOUNCE_MS } from '@latch/common'
import {
  DEFAULT_NAME_SUFFIX,
  getAccountNameSuggestions,
  isValidAccountName,
  type NameSuggestion,
  resolveAccountName,
} from '@latch/core'
import { useEffect, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'

export type NameCheck = {
  /** `undefined` while unknown (typing, loading, or after an error). */
  available: boolean | undefined
  suggestions: readonly NameSuggestion[]
  loading: boolean
  resolveFailed: boolean
  suggestionsFailed: boolean
}

const idle: NameCheck = {
  available: undefined,
  suggestions: [],
  loading: false,
  resolveFailed: false,
  suggestionsFailed: false,
}

/**
 * After typing pauses (500 ms), resolves the name (is it taken?) and asks
 * for suggestions, both through core actions.
 */
export function useNameCheck(label: string): NameCheck {
  const config = useConfig()
  const [check, setCheck] = useState<NameCheck>(idle)
  useEffect(() => {
    if (!label) {
      setCheck(idle)
      return
    }
    let live = true
    setCheck((c) => ({ ...c, loading: true, available: undefined }))
    const timer = setTimeout(() => {
      const resolving = isValidAccountName(label)
        ? resolveAccountName(config, {
            name: `${label}${DEFAULT_NAME_SUFFIX}`,
          }).then(
            (record) => ({ available: record === undefined, failed: false }),
            () => ({ available: undefined, failed: true }),
          )
        : Promise.resolve({ available: undefined, failed: false })
      const suggesting = getAccountNameSuggestions(config, {
        name: label,
      }).then(
        (suggestions) => ({ suggestions, failed: false }),
        () => ({ suggestions: [] as NameSuggestion[], failed: true }),
      )
      void Promise.all([resolving, suggesting]).then(([r, s]) => {
        if (!live) return
        setCheck({
          available: r.available,
          resolveFailed: r.failed,
          suggestions: s.suggestions,
          suggestionsFailed: s.failed,
          loading: false,
        })
      })
    }, DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [config, label])
  return check
}
