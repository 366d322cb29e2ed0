// What every Latch bench page renders: a Connect button for a config named
// "Latch bench", on the page shell bench/build.mjs gives each app.
import {
  ConnectButton,
  type CreateConfigParameters,
  createLatch,
  LatchProvider,
} from '@latch/react'
import { createRoot } from 'react-dom/client'

export function mountLatchPage(
  description: string,
  parameters: Omit<CreateConfigParameters, 'metadata'>,
): void {
  const latch = createLatch({
    ...parameters,
    metadata: {
      name: 'Latch bench',
      description,
      url: location.origin,
      icons: [],
    },
  })
  createRoot(document.getElementById('root')!).render(
    <LatchProvider latch={latch}>
      <ConnectButton />
    </LatchProvider>,
  )
}
