import type { Config } from '@latch/core'
import { useContext } from 'react'
import { LatchContext } from '../internal/LatchContext.js'
import { LatchProviderNotFoundError } from '../internal/LatchProviderNotFoundError.js'

/**
 * The core config of the nearest `<LatchProvider>`, for calling core
 * actions directly. https://latch.dev/docs/react/hooks/useConfig
 */
export function useConfig(): Config {
  const config = useContext(LatchContext)
  if (!config) throw new LatchProviderNotFoundError()
  return config
}
