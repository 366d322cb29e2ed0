import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

// The relay process loads what relaying needs, not the browser toolkit:
// no viem, and of @latch/common only the error factory (its root loads
// the networks and viem: 650 ms and 20 MB more at start-up, issue #19).

/** Module hooks that print every URL the process resolves. */
const hooks = `export async function resolve(specifier, context, next) {
  const result = await next(specifier, context)
  console.log('resolved ' + result.url)
  return result
}`
const register = `import { register } from 'node:module'; register(${JSON.stringify(
  `data:text/javascript,${encodeURIComponent(hooks)}`,
)});`

it('importing @latch/relay loads neither viem nor the root of @latch/common', () => {
  const output = execFileSync(
    process.execPath,
    [
      '--import',
      `data:text/javascript,${encodeURIComponent(register)}`,
      '--input-type=module',
      '-e',
      "await import('@latch/relay')",
    ],
    {
      cwd: fileURLToPath(new URL('../../../../', import.meta.url)),
      encoding: 'utf8',
    },
  )
  const urls = output
    .split('\n')
    .filter((line) => line.startsWith('resolved '))
    .map((line) => line.slice('resolved '.length))
  expect(urls.some((url) => url.includes('/relay/dist/'))).toBe(true)
  expect(urls.filter((url) => url.includes('/node_modules/viem/'))).toEqual([])
  expect(
    urls.filter((url) => url.endsWith('/common/dist/exports/index.js')),
  ).toEqual([])
})
