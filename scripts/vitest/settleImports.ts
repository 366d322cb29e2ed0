// A setup file of the unit, unit-core and dom test projects: a file ends
// only when the chunks its code began to load (lazy views, the JSON-RPC
// client a watch imports) have loaded. Vitest closes the worker's module
// channel when a file ends and fails a fetch still pending on it
// ("Closing rpc while \"fetch\" was pending"), blaming whichever file ran.
import { afterAll, vi } from 'vitest'

afterAll(() => vi.dynamicImportSettled())
