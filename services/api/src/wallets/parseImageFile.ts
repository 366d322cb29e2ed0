import { badRequest } from '../errors/ApiError.js'
import type { ImageFileEntry } from './parseWalletFile.js'
import { walletIdPattern } from './walletPatterns.js'

const kinds = ['asset', 'currency', 'token'] as const

const optionalText = (v: unknown) =>
  v === undefined || (typeof v === 'string' && v.length > 0 && v.length <= 300)

/** Checks the `{ images: [...] }` content of data/images.json. */
export function parseImageFile(content: unknown): ImageFileEntry[] {
  const images = (content as { images?: unknown } | null)?.images
  if (!Array.isArray(images))
    throw badRequest('Image file must be { "images": [...] }')
  return images.map((raw: Record<string, unknown>, index) => {
    if (
      typeof raw !== 'object' ||
      raw === null ||
      !kinds.includes(raw.kind as 'asset') ||
      typeof raw.id !== 'string' ||
      !walletIdPattern.test(raw.id) ||
      typeof raw.monogram !== 'string' ||
      raw.monogram.length < 1 ||
      raw.monogram.length > 4 ||
      typeof raw.color !== 'string' ||
      !/^#[0-9a-fA-F]{6}$/.test(raw.color) ||
      (raw.file !== undefined &&
        !(
          typeof raw.file === 'string' &&
          /^[a-z0-9][a-z0-9.-]{0,99}\.svg$/.test(raw.file)
        )) ||
      !optionalText(raw.image_source) ||
      !optionalText(raw.image_licence) ||
      (raw.aliases !== undefined &&
        !(
          Array.isArray(raw.aliases) &&
          raw.aliases.length <= 20 &&
          raw.aliases.every(
            (a) => typeof a === 'string' && walletIdPattern.test(a),
          )
        ))
    )
      throw badRequest(
        `images[${index}]: expected { kind, id, monogram, color, aliases?, file?, image_source?, image_licence? }`,
      )
    // Only the fields we know: `svg` is read from `file`, never taken here.
    return {
      kind: raw.kind,
      id: raw.id,
      monogram: raw.monogram,
      color: raw.color,
      aliases: raw.aliases,
      file: raw.file,
      image_source: raw.image_source,
      image_licence: raw.image_licence,
    } as ImageFileEntry
  })
}
