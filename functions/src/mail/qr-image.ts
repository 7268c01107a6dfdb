import { crc32, deflateSync } from 'node:zlib';

/** The quiet zone around the code, in modules (the standard asks for 4; scanners read 2 on a screen). */
const MARGIN_MODULES = 2;
/** The image is at least this wide, big enough for a phone screen at the door. */
const MIN_WIDTH_PX = 300;

/** The QR code's dark modules, row by row (`size` × `size`). */
export interface QrMatrix {
  size: number;
  isDark(row: number, column: number): boolean;
}

/**
 * The ticket's QR code as a PNG (base64). qrcode (loaded on first use, for the same reason as
 * nodemailer in smtp.ts) makes the matrix; the image is written here at one bit per pixel, each
 * module a whole number of pixels: qrcode's own PNG (8-bit RGBA, scaled by sampling) took about
 * 15 ms of CPU warm and 130 ms on a worker's first mail (docs/performance/payments.md).
 */
export async function qrPngBase64(qrCode: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const { modules } = QRCode.create(qrCode, { errorCorrectionLevel: 'M' });
  const matrix = { size: modules.size, isDark: (row: number, column: number) => Boolean(modules.get(row, column)) };
  return qrMatrixPng(matrix).toString('base64');
}

/** A grayscale PNG of one bit per pixel (0 dark, 1 light) of the matrix and its quiet zone. */
export function qrMatrixPng(matrix: QrMatrix): Buffer {
  const modulesWide = matrix.size + 2 * MARGIN_MODULES;
  const scale = Math.ceil(MIN_WIDTH_PX / modulesWide);
  const width = modulesWide * scale;
  const rowBytes = Math.ceil(width / 8);
  // each scanline: filter type 0, then its pixels, light (1) unless on a dark module; a module row's
  // line is made once and copied for each of its `scale` pixel rows
  const lineBytes = rowBytes + 1;
  const pixels = Buffer.alloc(lineBytes * width, 0xff);
  for (let y = 0; y < width; y++) pixels[y * lineBytes] = 0;
  for (let row = 0; row < matrix.size; row++) {
    const first = (MARGIN_MODULES + row) * scale * lineBytes;
    for (let column = 0; column < matrix.size; column++) {
      if (!matrix.isDark(row, column)) continue;
      const left = (MARGIN_MODULES + column) * scale;
      for (let x = left; x < left + scale; x++) pixels[first + 1 + (x >> 3)]! &= ~(0x80 >> (x & 7));
    }
    for (let copy = 1; copy < scale; copy++) pixels.copy(pixels, first + copy * lineBytes, first, first + lineBytes);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, grayscale, deflate, no filter method, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const chunk = Buffer.alloc(8 + data.length + 4);
  chunk.writeUInt32BE(data.length, 0);
  typed.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typed), 8 + data.length);
  return chunk;
}
