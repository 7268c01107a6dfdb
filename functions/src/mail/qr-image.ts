import QRCode from 'qrcode';

/** The ticket's QR code as a PNG (base64), big enough for a phone screen at the door. */
export async function qrPngBase64(qrCode: string): Promise<string> {
  const png = await QRCode.toBuffer(qrCode, { type: 'png', width: 300, margin: 2, errorCorrectionLevel: 'M' });
  return png.toString('base64');
}
