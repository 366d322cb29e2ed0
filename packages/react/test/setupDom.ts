// Setup for the `dom` test project (vitest.config.ts setupFiles). Files
// in the node environment install the DOM later (withDom), which then
// configures the queries itself: Testing Library must not load before it.
import { configureQueries } from './configureQueries.js'

if (typeof document !== 'undefined') await configureQueries()
