// A setup file of the unit, unit-core and dom test projects: runs the
// helpers' per-file teardown (fileEnd.ts) when each file ends. Setup
// files' afterAll hooks run after the file's own (Vitest runs after-hooks
// in reverse order), so a file's servers close before the databases
// they use.
import { afterAll } from 'vitest'
import { runFileEndHooks } from './fileEnd.js'

afterAll(runFileEndHooks, 60_000)
