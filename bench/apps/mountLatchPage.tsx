// What every Latch bench page renders: a Connect button for its config, on
// the page shell bench/build.mjs gives each app.
import {
  ConnectButton,
  type CreateConfigParameters,
  createLatch,
  LatchProvider,
} from '@latch/react'
import { createRoot } from 'react-dom/client'

/** The metadata of a bench page: "Latch bench" and what the page has. */
export const benchMetadata = (description: string) => ({
  name: 'Latch bench',
  description,
  url: location.origin,
  icons: [],
})

/**
 * The API server a bench page uses: `?api=` and `?project=` when the bench
 * started one (bench/sections/modal.mjs), else the `npm start` stack's.
 */
export function benchApi(): { apiUrl: string; projectId: string } {
  const query = new URLSearchParams(location.search)
  return {
    apiUrl: query.get('api') ?? 'http://127.0.0.1:8788',
    projectId: query.get('project') ?? 'latch-demo',
  }
}

export function mountLatchPage(parameters: CreateConfigParameters): void {
  const latch = createLatch(parameters)
  createRoot(document.getElementById('root')!).render(
    <LatchProvider latch={latch}>
      <ConnectButton />
    </LatchProvider>,
  )
}
