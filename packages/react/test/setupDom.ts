// Setup for the `dom` test project (vitest.config.ts setupFiles). Files
// in the node environment install the DOM later (withDom), which then
// configures the queries itself: Testing Library must not load before it.
import { afterAll, vi } from 'vitest'
import { configureQueries } from './configureQueries.js'

if (typeof document !== 'undefined') await configureQueries()

// A file ends only when the chunks its code began to load (lazy views,
// the JSON-RPC client) have loaded: vitest closes the worker's module
// channel at the file's end and fails a fetch still pending on it.
afterAll(() => vi.dynamicImportSettled())
