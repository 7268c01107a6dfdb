import { create } from 'qrcode';

export interface QrDrawing {
  /** Side of the square in modules, quiet zone included. */
  size: number;
  /** SVG path covering every dark module. */
  path: string;
}

/** Scanners need a light margin of a few modules around the code. */
const QUIET_ZONE_MODULES = 2;

/**
 * The ticket's code as SVG geometry, drawn locally (the contract forbids third-party QR
 * image services). Null when the text cannot be encoded.
 */
export function qrDrawing(text: string): QrDrawing | null {
  if (!text) return null;
  try {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const commands: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) {
          commands.push(`M${column + QUIET_ZONE_MODULES} ${row + QUIET_ZONE_MODULES}h1v1h-1z`);
        }
      }
    }
    return { size: modules.size + 2 * QUIET_ZONE_MODULES, path: commands.join('') };
  } catch {
    return null;
  }
}
