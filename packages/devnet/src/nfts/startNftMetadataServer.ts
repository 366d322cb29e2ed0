import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  badgeTokens,
  critterToken,
  DEMO_BADGES,
  DEMO_CRITTERS,
  type DemoNftToken,
} from './demoNfts.js'

export type StartNftMetadataServerParameters = {
  /** @default '127.0.0.1' */
  host?: string | undefined
  /** 0 picks a free one. @default 0 */
  port?: number | undefined
}

export type StartNftMetadataServerReturnType = {
  /** e.g. http://127.0.0.1:40123 */
  url: string
  /** Base URI of a collection's metadata: `${url}/nfts/<slug>/`. */
  baseUri(slug: string): string
  close(): Promise<void>
}

const imagesDir = new URL('../../assets/nfts/', import.meta.url)
const IMAGE = /^\/nfts\/images\/([a-z-]+\.svg)$/
const METADATA = /^\/nfts\/([a-z]+)\/(\d{1,6})\.json$/

/**
 * Serves the demo NFT collections' metadata (ERC-721 / ERC-1155 JSON:
 * name, description, image) and their SVG images from the package's
 * `assets/nfts/`, so token URIs resolve on a laptop with no network.
 * Loopback development only.
 */
export async function startNftMetadataServer({
  host = '127.0.0.1',
  port = 0,
}: StartNftMetadataServerParameters = {}): Promise<StartNftMetadataServerReturnType> {
  let url = ''
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const headers = {
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'cache-control': 'public, max-age=3600',
    }
    const image = IMAGE.exec(path)?.[1]
    if (image) {
      const svg = await readFile(new URL(image, imagesDir)).catch(() => null)
      if (svg) {
        response.writeHead(200, {
          ...headers,
          'content-type': 'image/svg+xml',
          'x-content-type-options': 'nosniff',
        })
        return response.end(svg)
      }
    }
    const [, slug, id] = METADATA.exec(path) ?? []
    const token = id ? findToken(slug, Number(id)) : undefined
    if (token) {
      response.writeHead(200, {
        ...headers,
        'content-type': 'application/json',
      })
      return response.end(
        JSON.stringify({
          name: token.name,
          description: token.description,
          image: `${url}/nfts/images/${token.image}`,
        }),
      )
    }
    response.writeHead(404, headers)
    response.end()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address() as AddressInfo
  url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
  return {
    url,
    baseUri: (slug) => `${url}/nfts/${slug}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function findToken(
  slug: string | undefined,
  id: number,
): DemoNftToken | undefined {
  if (slug === DEMO_CRITTERS.slug && id >= 1 && id <= 1000)
    return critterToken(id)
  if (slug === DEMO_BADGES.slug)
    return badgeTokens.find((token) => token.id === String(id))
  return undefined
}
