// Setup for the `dom` test project (vitest.config.ts setupFiles). Files
// in the node environment install the DOM later (withDom), which then
// configures the queries itself: Testing Library must not load before it.
import { afterEach } from 'vitest'
import { configureQueries } from './configureQueries.js'
import { endWhatTheTestMade } from './endAfterTest.js'

if (typeof document !== 'undefined') await configureQueries()

// After each test, after the file's own afterEach hooks: what the helpers
// made for it ends (endAfterTest.ts).
afterEach(endWhatTheTestMade)
