import type { Sharp } from 'sharp';
import { DomainError, MEAL_PHOTO_MAX_BYTES, invalidRequest } from '@shokuji/contracts';

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'heic';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The format by its magic bytes (API-SPEC.md → PUT /meals/:id/photo: JPEG, PNG, WebP or HEIC). */
export function sniffPhotoFormat(bytes: Buffer): PhotoFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(bytes.toString('latin1', 8, 12))) return 'heic';
  return null;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Raw base64, no data-URI prefix; whitespace (line-wrapped base64) is tolerated. */
export function decodePhotoBase64(imageBase64: string): Buffer {
  const compact = imageBase64.replace(/\s+/g, '');
  if (compact.startsWith('data:')) throw invalidRequest('imageBase64: send raw base64 without the data-URI prefix');
  if (!BASE64.test(compact) || compact.length % 4 === 1) throw invalidRequest('imageBase64: not valid base64');
  const bytes = Buffer.from(compact, 'base64');
  if (bytes.length > MEAL_PHOTO_MAX_BYTES) {
    throw invalidRequest(`imageBase64: the photo is ${bytes.length} bytes; at most 4 MB`, { userMessage: '写真は4MBまでです。' });
  }
  return bytes;
}

/**
 * At most 50 megapixels (a 48-megapixel phone photo passes): a few KB of compressed file can
 * declare a canvas of billions of pixels, and decoding one is a full RGBA buffer (4 bytes a
 * pixel). The size is read from the header before any pixel is decoded (docs/security.md → What is protected, the Disk and memory row).
 */
export const MEAL_PHOTO_MAX_PIXELS = 50_000_000;

function refuseOversizedCanvas(width: number | undefined, height: number | undefined): void {
  if (!width || !height) throw new Error('no image size in the header');
  if (width * height > MEAL_PHOTO_MAX_PIXELS) {
    throw invalidRequest(`imageBase64: the image is ${width}×${height} pixels; at most ${MEAL_PHOTO_MAX_PIXELS / 1e6} megapixels`, {
      userMessage: '画像の画素数が多すぎます（5000万画素まで）。',
    });
  }
}

export interface NormalizedPhoto {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * The photo as a sharp pipeline. Prebuilt sharp reads HEIF only with AV1 inside, not the HEVC of
 * phone HEIC photos, so HEIC goes through libheif's own decoder (heic-decode, loaded on first use)
 * to RGBA pixels first; libheif applies the file's rotation itself.
 */
async function openPhoto(bytes: Buffer, format: PhotoFormat): Promise<Sharp> {
  // Loaded on the first photo too: loading libvips was 60-250 ms of every start (docs/benchmarks.md → Start-up).
  const { default: sharp } = await import('sharp');
  if (format !== 'heic') {
    const header = await sharp(bytes).metadata();
    refuseOversizedCanvas(header.width, header.height);
    // The same cap inside sharp, for whatever the header did not tell.
    return sharp(bytes, { failOn: 'error', limitInputPixels: MEAL_PHOTO_MAX_PIXELS }).rotate();
  }
  const { all } = await import('heic-decode');
  const images = await all({ buffer: bytes });
  try {
    const primary = images[0];
    if (!primary) throw new Error('no image in the HEIF file');
    refuseOversizedCanvas(primary.width, primary.height);
    const { width, height, data } = await primary.decode();
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
  } finally {
    images.dispose();
  }
}

/** WebP of at most 500 px plus a 200 px thumbnail, orientation applied and metadata dropped. */
export async function normalizeMealPhoto(imageBase64: string): Promise<NormalizedPhoto> {
  const bytes = decodePhotoBase64(imageBase64);
  const format = sniffPhotoFormat(bytes);
  if (!format)
    throw invalidRequest('imageBase64: not a JPEG, PNG, WebP or HEIC image', {
      userMessage: 'JPEG、PNG、WebP、HEICの画像を送ってください。',
    });
  try {
    const source = await openPhoto(bytes, format);
    const { data: image, info } = await source
      .clone()
      .resize(500, 500, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await source.clone().resize(200, 200, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
    return { image, thumbnail, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw invalidRequest(`imageBase64: the ${format} image could not be decoded`, { userMessage: '画像を読み込めませんでした。' });
  }
}
