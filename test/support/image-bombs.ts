import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { REPO_ROOT } from './service-process';

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A few hundred bytes of PNG whose header declares a width × height grey canvas (an image bomb's shape). */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const firstRows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', firstRows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The records service's 640×480 HEIC fixture with its image size ('ispe' box) rewritten to width × height. */
export function heicDeclaring(width: number, height: number): Buffer {
  const bomb = readFileSync(join(REPO_ROOT, 'services/records/src/meals/__fixtures__/meal-640x480.heic'));
  for (let at = bomb.indexOf('ispe', 0, 'latin1'); at >= 0; at = bomb.indexOf('ispe', at + 4, 'latin1')) {
    bomb.writeUInt32BE(width, at + 8);
    bomb.writeUInt32BE(height, at + 12);
  }
  return bomb;
}
