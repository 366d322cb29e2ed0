import { decodeAbiParameters, type Hex, numberToHex } from 'viem'
import { rpcRequest } from '../rpc/rpcRequest.js'
import { isAllowedMetadataUrl } from './isAllowedMetadataUrl.js'
import { readLimitedText } from './readLimitedText.js'

export type NftMetadata = {
  name: string | null
  description: string | null
  imageUrl: string | null
}

export type FetchNftMetadataParameters = {
  /** The chain's JSON-RPC URL. */
  rpcUrl: string
  contract: Hex
  standard: 'erc721' | 'erc1155'
  tokenId: bigint
  /** @default 5000 */
  timeoutMs?: number
}

// tokenURI(uint256) of ERC-721, uri(uint256) of ERC-1155.
const TOKEN_URI = '0xc87b56dd'
const URI = '0x0e89341c'
const MAX_BYTES = 64 * 1024

/**
 * Reads a token's metadata: its token URI from the contract, then the JSON
 * there (http(s) allowed by `isAllowedMetadataUrl`, or a `data:` URI), at
 * most 64 KiB, no redirects. ERC-1155's `{id}` is replaced by the id in 64
 * hex digits. Throws when there is none or it cannot be read.
 */
export async function fetchNftMetadata({
  rpcUrl,
  contract,
  standard,
  tokenId,
  timeoutMs = 5_000,
}: FetchNftMetadataParameters): Promise<NftMetadata> {
  const selector = standard === 'erc721' ? TOKEN_URI : URI
  const data = `${selector}${numberToHex(tokenId, { size: 32 }).slice(2)}`
  const result = await rpcRequest<Hex>({
    url: rpcUrl,
    method: 'eth_call',
    params: [{ to: contract, data }, 'latest'],
    timeoutMs,
  })
  const [uri] = decodeAbiParameters([{ type: 'string' }], result)
  const target = uri.replaceAll(
    '{id}',
    numberToHex(tokenId, { size: 32 }).slice(2),
  )
  const json = await readJson(target, rpcUrl, timeoutMs)
  const text = (value: unknown, max: number) =>
    typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null
  const image = text(json.image ?? json.image_url, 2000)
  return {
    name: text(json.name, 200),
    description: text(json.description, 1000),
    imageUrl: image && isAllowedMetadataUrl(image, rpcUrl) ? image : null,
  }
}

async function readJson(
  target: string,
  rpcUrl: string,
  timeoutMs: number,
): Promise<Record<string, unknown>> {
  let body: string
  const inline = /^data:application\/json(;base64)?,(.*)$/s.exec(target)
  if (inline) {
    const payload = inline[2] ?? ''
    body = inline[1]
      ? Buffer.from(payload, 'base64').toString('utf8')
      : decodeURIComponent(payload)
  } else {
    if (!isAllowedMetadataUrl(target, rpcUrl))
      throw new Error(`metadata URL not allowed: ${target.slice(0, 100)}`)
    const response = await fetch(target, {
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`metadata HTTP ${response.status}`)
    const length = Number(response.headers.get('content-length') ?? 0)
    if (length > MAX_BYTES) {
      await response.body?.cancel()
      throw new Error('metadata too large')
    }
    body = await readLimitedText(response, MAX_BYTES)
  }
  if (Buffer.byteLength(body) > MAX_BYTES) throw new Error('metadata too large')
  const json: unknown = JSON.parse(body)
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new Error('metadata is not a JSON object')
  return json as Record<string, unknown>
}
