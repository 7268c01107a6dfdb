import fs from 'node:fs';
import QRCode from 'qrcode';

/** Chromium's flags for a fake camera that plays a file (add `--use-file-for-fake-video-capture=`). */
export const CAMERA_ARGS = [
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
export function qrVideo(code: string, file: string, seconds = 2): void {
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
