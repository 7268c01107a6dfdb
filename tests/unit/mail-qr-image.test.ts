/**
 * The ticket's QR image (mail, WhatsApp, transfer): a 1-bit PNG written by hand from qrcode's
 * matrix. Read back here by inflating it, and scanned by the door's own decoder (jsQR).
 */
import { crc32, inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrPngBase64 } from '../../functions/src/mail/qr-image.js';
import { signTicketQr } from '../../functions/src/qr/sign.js';
import { generateKeyPairSync } from 'node:crypto';

interface Decoded {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  dark(x: number, y: number): boolean;
}

/** A PNG of one bit per pixel, grayscale, filter 0 on every line (what the writer makes), read back. */
function decodePng(png: Buffer): Decoded {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const typed = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(typed));
    chunks.push({ type: typed.subarray(0, 4).toString('latin1'), data: typed.subarray(4) });
    at += 12 + length;
  }
  expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0]!.data;
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
  const pixels = inflateSync(chunks[1]!.data);
  const rowBytes = Math.ceil(width / 8);
  expect(pixels.length).toBe((rowBytes + 1) * height);
  return {
    width,
    height,
    bitDepth: header[8]!,
    colorType: header[9]!,
    dark: (x, y) => ((pixels[y * (rowBytes + 1) + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1) === 0,
  };
}

describe('the ticket QR image', () => {
  const { privateKey } = generateKeyPairSync('ed25519');
  const qrCode = signTicketQr('ticket-abc123', privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());

  it('is a square 1-bit grayscale PNG at least 300 px wide with a light quiet zone', async () => {
    const image = decodePng(Buffer.from(await qrPngBase64(qrCode), 'base64'));
    expect(image.width).toBe(image.height);
    expect(image.width).toBeGreaterThanOrEqual(300);
    expect([image.bitDepth, image.colorType]).toEqual([1, 0]);
    for (let i = 0; i < image.width; i++) {
      expect(image.dark(i, 0)).toBe(false);
      expect(image.dark(0, i)).toBe(false);
      expect(image.dark(i, image.height - 1)).toBe(false);
      expect(image.dark(image.width - 1, i)).toBe(false);
    }
  });

  it('scans back to the ticket’s QR text with the door’s decoder', async () => {
    const image = decodePng(Buffer.from(await qrPngBase64(qrCode), 'base64'));
    const rgba = new Uint8ClampedArray(image.width * image.height * 4);
    for (let y = 0; y < image.height; y++)
      for (let x = 0; x < image.width; x++) {
        const value = image.dark(x, y) ? 0 : 255;
        rgba.fill(value, (y * image.width + x) * 4, (y * image.width + x) * 4 + 3);
        rgba[(y * image.width + x) * 4 + 3] = 255;
      }
    expect(jsQR(rgba, image.width, image.height)?.data).toBe(qrCode);
  });
});
