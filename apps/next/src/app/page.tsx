import { cookies, headers } from 'next/headers'
import { AccountState } from './AccountState'
import { acceptedLanguages } from './acceptedLanguages'
import { Header } from './Header'
import { messages } from './messages'
import { Providers } from './Providers'
import { readSettings } from './settings'

/**
 * The page, rendered on the server for each request: Latch's cookies (only
 * those, not the visitor's others) go to the client provider, which renders
 * the same account on the server and in the browser's first render.
 */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const jar = await cookies()
  const cookie = jar
    .getAll()
    .filter(({ name }) => name.startsWith('latch.'))
    .map(({ name, value }) => `${name}=${encodeURIComponent(value)}`)
    .join('; ')
  // The visitor's languages, so server and browser pick the same locale.
  const languages = acceptedLanguages((await headers()).get('accept-language'))
  const { devwallet } = await searchParams
  const settings = readSettings(process.env, devwallet === '1')
  return (
    <Providers settings={settings} cookie={cookie} languages={languages}>
      <Header />
      <main>
        <h1>{messages.title}</h1>
        <p>{messages.intro}</p>
        <AccountState />
      </main>
    </Providers>
  )
}
