/**
 * The ticket's QR code as a PNG (base64), big enough for a phone screen at the door. qrcode is
 * loaded on first use, for the same reason as nodemailer in smtp.ts.
 */
export async function qrPngBase64(qrCode: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const png = await QRCode.toBuffer(qrCode, { type: 'png', width: 300, margin: 2, errorCorrectionLevel: 'M' });
  return png.toString('base64');
}
