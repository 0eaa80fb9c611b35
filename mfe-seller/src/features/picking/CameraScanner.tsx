import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useSellerT } from '../../i18n/catalogue';

/** The browser's own barcode reader, where it has one (Chrome on Android and macOS, Safari). */
interface NativeDetector {
  detect(source: CanvasImageSource | ImageBitmap): Promise<{ rawValue: string }[]>;
}
type NativeDetectorClass = new (options: { formats: string[] }) => NativeDetector;

/** The formats a grocery's products carry: EAN-13 and UPC-A. */
const NATIVE_FORMATS = ['ean_13', 'upc_a'];

/** How often a frame of the camera is read by the native detector. */
const FRAME_MS = 250;

/** The native detector, when this browser has one that reads EAN-13. */
async function nativeDetector(): Promise<NativeDetector | null> {
  const Detector = (
    globalThis as {
      BarcodeDetector?: NativeDetectorClass & {
        getSupportedFormats?: () => Promise<string[]>;
      };
    }
  ).BarcodeDetector;
  if (!Detector) return null;
  const formats = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [];
  if (!formats.includes('ean_13')) return null;
  return new Detector({ formats: NATIVE_FORMATS });
}

/**
 * ZXing's reader (`@zxing/browser`), loaded only here, only when the native detector is
 * missing (Firefox, desktop Chrome on Linux and Windows): EAN-13 and UPC-A only, which keeps
 * it quick.
 */
async function zxingReader() {
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);
  const hints = new Map<unknown, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.EAN_13, BarcodeFormat.UPC_A]],
  ]);
  return new BrowserMultiFormatReader(hints as never);
}

/** Reads one still picture (a photo taken with the phone's camera, or a file). */
async function decodePicture(file: File): Promise<string | null> {
  const native = await nativeDetector();
  if (native) {
    const bitmap = await createImageBitmap(file);
    const [found] = await native.detect(bitmap);
    return found?.rawValue ?? null;
  }
  const url = URL.createObjectURL(file);
  try {
    const reader = await zxingReader();
    return (await reader.decodeFromImageUrl(url)).getText();
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Props of {@link CameraScanner}. */
export interface CameraScannerProps {
  onScan(code: string): void;
}

/**
 * The phone camera as a scanner: a live preview read by the browser's `BarcodeDetector` where
 * it exists, else by ZXing (loaded on demand), and "Take a photo of the barcode" for when the
 * live camera is not allowed (a page over plain http, a refused permission). A code seen again
 * within two seconds is the same scan.
 */
export default function CameraScanner({ onScan }: CameraScannerProps) {
  const t = useSellerT();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<'unsupported' | 'denied' | 'unreadable' | null>(null);
  const photoId = useId();
  const last = useRef<{ code: string; at: number } | null>(null);
  const seen = useEffectEvent((code: string) => onScan(code));

  useEffect(() => {
    let stopped = false;
    let stop: () => void = () => undefined;
    const report = (code: string) => {
      const now = Date.now();
      if (last.current && last.current.code === code && now - last.current.at < 2000) return;
      last.current = { code, at: now };
      seen(code);
    };
    void (async () => {
      const element = video.current;
      if (!element || !navigator.mediaDevices?.getUserMedia) {
        setProblem('unsupported');
        return;
      }
      try {
        const native = await nativeDetector();
        if (native) {
          const stream = await navigator.mediaDevices.getUserMedia({
            video: { facingMode: 'environment' },
          });
          if (stopped) {
            stream.getTracks().forEach((track) => track.stop());
            return;
          }
          element.srcObject = stream;
          await element.play();
          const timer = setInterval(() => {
            void native
              .detect(element)
              .then(([found]) => found && report(found.rawValue))
              .catch(() => undefined);
          }, FRAME_MS);
          stop = () => {
            clearInterval(timer);
            stream.getTracks().forEach((track) => track.stop());
          };
        } else {
          const reader = await zxingReader();
          if (stopped) return;
          const controls = await reader.decodeFromConstraints(
            { video: { facingMode: 'environment' } },
            element,
            (result) => {
              if (result) report(result.getText());
            },
          );
          stop = () => controls.stop();
          if (stopped) stop();
        }
      } catch {
        setProblem('denied');
      }
    })();
    return () => {
      stopped = true;
      stop();
    };
  }, []);

  return (
    <div className="seller-camera">
      <video
        ref={video}
        className="seller-camera__preview"
        muted
        playsInline
        aria-label={t('picking.cameraPreviewHoldABarcode')}
      />
      {problem ? <p role="alert">{t(`picking.camera.${problem}`)}</p> : null}
      <label htmlFor={photoId} className="seller-camera__photo">
        {t('picking.takeAPhotoOfThe')}
      </label>
      <input
        id={photoId}
        type="file"
        accept="image/*"
        capture="environment"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          void decodePicture(file).then((code) => (code ? onScan(code) : setProblem('unreadable')));
        }}
      />
    </div>
  );
}
