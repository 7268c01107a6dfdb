import { useEffect, useRef, useState } from 'react';
import styles from './QrScanner.module.css';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const SCAN_INTERVAL_MS = 120;
/** Frames are decoded at most this wide: plenty for a QR held in front of a phone, and fast. */
const DECODE_WIDTH = 640;

/** The platform's BarcodeDetector with QR support, when there is one (Android, macOS, ChromeOS). */
async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (
    window as unknown as { BarcodeDetector?: BarcodeDetectorClass & { getSupportedFormats?: () => Promise<string[]> } }
  ).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

type Decoder = (video: HTMLVideoElement) => Promise<string | null>;

/** BarcodeDetector where it exists, else jsQR on downscaled canvas frames (fetched only then). */
async function makeDecoder(): Promise<Decoder> {
  const native = await nativeDetector();
  performance.mark('checkin:decoder', { detail: native ? 'BarcodeDetector' : 'jsqr' });
  if (native)
    return async (video) => {
      const [code] = await native.detect(video);
      return code?.rawValue ?? null;
    };
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    const scale = Math.min(1, DECODE_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
  };
}

export interface QrScannerProps {
  /** Called for every decoded frame; the caller decides what to ignore (repeats, while a result shows). */
  onCode: (code: string) => void;
}

/** Continuous scanning with the back camera; texts in Spanish when the camera is unavailable. */
export function QrScanner({ onCode }: QrScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem('Este navegador no permite usar la cámara. Usa la referencia o la búsqueda.');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
      } catch {
        setProblem('No pudimos abrir la cámara. Revisa el permiso o usa la referencia.');
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) return;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      performance.mark('checkin:camera-started');
      const decode = await makeDecoder();
      const tick = async () => {
        if (stopped) return;
        try {
          const code = await decode(video);
          if (code) {
            performance.mark('checkin:code-decoded');
            onCodeRef.current(code);
          }
        } catch {
          // a frame that cannot be read: try the next one
        }
        if (!stopped) timer = window.setTimeout(() => void tick(), SCAN_INTERVAL_MS);
      };
      void tick();
    }
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className={styles.frame}>
      <video ref={videoRef} className={styles.video} muted playsInline aria-label="Cámara para escanear códigos QR" />
      <div className={styles.target} aria-hidden="true" />
      {problem && <p className={styles.problem}>{problem}</p>}
    </div>
  );
}
