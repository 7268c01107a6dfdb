import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_PATH, WEB_URL } from './env.js';
import { CALLABLE_TIMEOUT_MS } from './purchase.js';

/** Chromium's flags for a fake camera that plays a file (add `--use-file-for-fake-video-capture=`). */
const CAMERA_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

const WIDTH = 640;
const HEIGHT = 480;
const FPS = 10;

/** A y4m (YUV 4:2:0) video showing the code's QR, black on white, for Chromium's fake camera. */
function qrVideo(code: string, file: string, seconds = 2): void {
  const qr = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (size + 8));
  const left = Math.floor((WIDTH - size * scale) / 2);
  const top = Math.floor((HEIGHT - size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < size; row += 1)
    for (let column = 0; column < size; column += 1) {
      if (!qr.modules.get(row, column)) continue;
      for (let y = 0; y < scale; y += 1)
        luma.fill(
          16,
          (top + row * scale + y) * WIDTH + left + column * scale,
          (top + row * scale + y) * WIDTH + left + (column + 1) * scale,
        );
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FPS * seconds }, () => frame)]));
}

/**
 * The door's phone for one journey: a Chromium whose fake camera plays a QR, closed (and its videos
 * removed) after the journey.
 */
export function useDoorCamera(name: string) {
  let videoDir = '';
  let browser: Browser | undefined;
  beforeAll(() => {
    videoDir = fs.mkdtempSync(path.join(os.tmpdir(), `carcajada-${name}-`));
  });
  afterAll(async () => {
    await browser?.close();
    fs.rmSync(videoDir, { recursive: true, force: true });
  });
  return {
    /** A phone-sized, Spanish context allowed the camera, whose camera shows `code`. */
    async contextShowing(code: string): Promise<BrowserContext> {
      const video = path.join(videoDir, `qr-${Date.now()}.y4m`);
      qrVideo(code, video);
      await browser?.close();
      browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: [...CAMERA_ARGS, `--use-file-for-fake-video-capture=${video}`],
      });
      const context = await browser.newContext({
        baseURL: WEB_URL,
        viewport: { width: 390, height: 844 },
        locale: 'es-CO',
        permissions: ['camera'],
      });
      context.setDefaultTimeout(CALLABLE_TIMEOUT_MS);
      return context;
    },
  };
}
