/**
 * The images of the support chat: JPEG, PNG or WebP told by their bytes (sharp reads
 * the header and then decodes the whole image, so a truncated or disguised file fails), at most
 * 4096 px a side, re-encoded to the same format, turned upright by their EXIF orientation and
 * with every piece of metadata (EXIF, GPS, ICC, XMP) dropped. What the client says the file is
 * (its name, its `Content-Type`) is never believed.
 */
import sharp from 'sharp';
import { validationError } from '#server/errors.ts';
import { SUPPORT_IMAGE_MAX_SIDE } from '#shared/contract/support.ts';
import type { SupportImageType } from '#shared/vocabulary.ts';

/** An image ready to keep: its new bytes and what they are. */
export interface CleanImage {
  contentType: SupportImageType;
  data: Buffer;
  width: number;
  height: number;
}

const FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type Format = keyof typeof FORMATS;
const isFormat = (format: string | undefined): format is Format =>
  format !== undefined && Object.hasOwn(FORMATS, format);

const refused = () => validationError({ file: 'INVALID_FORMAT' });

/** Reads, checks and re-encodes an uploaded image; `file` INVALID_FORMAT for anything else. */
export async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  if (bytes.length === 0) throw validationError({ file: 'REQUIRED' });
  const options = { failOn: 'warning', limitInputPixels: SUPPORT_IMAGE_MAX_SIDE ** 2 } as const;
  let format: Format;
  try {
    const meta = await sharp(bytes, options).metadata();
    if (!isFormat(meta.format)) throw refused();
    if (!meta.width || !meta.height) throw refused();
    if (meta.width > SUPPORT_IMAGE_MAX_SIDE || meta.height > SUPPORT_IMAGE_MAX_SIDE) throw refused();
    format = meta.format;
  } catch {
    throw refused();
  }
  try {
    // Without `keepMetadata`/`withMetadata` sharp writes none: EXIF, GPS, XMP and ICC are gone.
    const pipeline = sharp(bytes, options).rotate();
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { contentType: FORMATS[format], data, width: info.width, height: info.height };
  } catch {
    throw refused();
  }
}
