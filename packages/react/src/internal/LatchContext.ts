import type { Config } from '@latch/core'
import { createContext } from 'react'

/** The config of the nearest LatchProvider; never a module singleton. */
export const LatchContext = createContext<Config | undefined>(undefined)
