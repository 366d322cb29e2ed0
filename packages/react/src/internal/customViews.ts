import type { Config, OpenModalParameters } from '@latch/core'
import type { ComponentType } from 'react'

/**
 * What `open` takes in React: core's parameters, or a view given by the
 * caller (SPEC §2) — any component, shown in the modal under `title` (the
 * header's text). It renders inside the provider, so it can use every
 * Latch hook; `useLatch().close()` closes the modal from it.
 */
export type OpenParameters =
  | OpenModalParameters
  | { view: ComponentType; title: string }

// Per config: component → its key in core's route, and key → component.
const registries = new WeakMap<
  Config,
  { keys: Map<ComponentType, string>; views: Map<string, ComponentType> }
>()

/**
 * Core's parameters for `open(options)`: a component is registered for
 * this config (once; the same component keeps its key) and named in the
 * route, which stays serialisable.
 */
export function toOpenModalParameters(
  config: Config,
  options: OpenParameters | undefined,
): OpenModalParameters | undefined {
  const view = options?.view
  if (typeof view !== 'function' && !isComponentObject(view))
    return options as OpenModalParameters | undefined
  let registry = registries.get(config)
  if (!registry) {
    registry = { keys: new Map(), views: new Map() }
    registries.set(config, registry)
  }
  let name = registry.keys.get(view)
  if (!name) {
    name = `view-${registry.keys.size + 1}`
    registry.keys.set(view, name)
    registry.views.set(name, view)
  }
  return { view: { name, title: (options as { title: string }).title } }
}

// memo, forwardRef and lazy components are objects with a `$$typeof`.
const isComponentObject = (view: unknown): view is ComponentType =>
  typeof view === 'object' && view !== null && '$$typeof' in view

/** The component registered under `name` for this config, if any. */
export function getCustomView(
  config: Config,
  name: string,
): ComponentType | undefined {
  return registries.get(config)?.views.get(name)
}
