import type { OpenModalParameters } from '@latch/core'
import type { ComponentType } from 'react'

/**
 * What `open` takes in React: one of Latch's views, or a view given by the
 * caller (SPEC §2) — any component, shown in the modal under `title` (the
 * header's text). It renders inside the provider, so it can use every
 * Latch hook; `useLatch().close()` closes the modal from it.
 *
 * @example
 * open({ view: Settings, title: 'Settings' })
 */
export type OpenParameters =
  | { view?: Exclude<OpenModalParameters['view'], object> }
  | { view: ComponentType; title: string }
