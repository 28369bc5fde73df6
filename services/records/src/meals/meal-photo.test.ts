import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { decodePhotoBase64, normalizeMealPhoto, sniffPhotoFormat } from './meal-photo';

describe('meal photos', () => {
  it('sniffs JPEG, PNG, WebP and HEIC by magic bytes', () => {
    expect(sniffPhotoFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffPhotoFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffPhotoFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffPhotoFormat(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0', 'latin1'))).toBe('heic');
    expect(sniffPhotoFormat(Buffer.from('GIF89a', 'latin1'))).toBeNull();
    expect(sniffPhotoFormat(Buffer.from('\0\0\0\x18ftypavif', 'latin1'))).toBeNull();
  });

  it('decodes raw base64 only, up to 4 MB', () => {
    expect([...decodePhotoBase64('AQID')]).toEqual([1, 2, 3]);
    expect([...decodePhotoBase64('AQ\nID')]).toEqual([1, 2, 3]);
    expect(() => decodePhotoBase64('data:image/png;base64,AQID')).toThrow(/data-URI/);
    expect(() => decodePhotoBase64('not base64!')).toThrow(/base64/);
    expect(() => decodePhotoBase64(Buffer.alloc(4 * 1024 * 1024 + 1).toString('base64'))).toThrow(/4 MB/);
  });

  it('normalizes to WebP ≤ 500 px and a 200 px thumbnail; never enlarges', async () => {
    const big = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#f00' } })
      .jpeg()
      .toBuffer();
    const photo = await normalizeMealPhoto(big.toString('base64'));
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 500, height: 250 });
    expect((await sharp(photo.image).metadata()).format).toBe('webp');
    expect((await sharp(photo.thumbnail).metadata()).width).toBe(200);
    const small = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    expect(await normalizeMealPhoto(small.toString('base64'))).toMatchObject({ width: 120, height: 80 });
  });

  it('reads an HEVC HEIC photo (as phones take them) into the same WebP pair', async () => {
    const heic = readFileSync(join(__dirname, '__fixtures__', 'meal-640x480.heic'));
    const photo = await normalizeMealPhoto(heic.toString('base64'));
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 500, height: 375 });
    expect((await sharp(photo.image).metadata()).format).toBe('webp');
    expect((await sharp(photo.thumbnail).metadata()).width).toBe(200);
    // The picture survives: the middle is the cream ellipse, the top-left corner the green square.
    const { data, info } = await sharp(photo.image).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const near = (actual: number[], expected: number[]) => actual.every((value, i) => Math.abs(value - expected[i]!) < 25);
    expect(near(pixel(250, 187), [250, 250, 240])).toBe(true);
    expect(near(pixel(20, 20), [20, 160, 60])).toBe(true);
  });

  it('a HEIC that cannot be decoded is a clear 400 naming the format', async () => {
    const brokenHeic = Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)]);
    await expect(normalizeMealPhoto(brokenHeic.toString('base64'))).rejects.toThrow(/heic image could not be decoded/);
  });

  // Canvases over MEAL_PHOTO_MAX_PIXELS: test/e2e/security.e2e.test.ts sends image bombs through HTTP.
  it('still reads a canvas just under the pixel cap', async () => {
    const png = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#808080' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const photo = await normalizeMealPhoto(png.toString('base64'));
    expect([photo.width, photo.height]).toEqual([500, 375]);
  });
});
