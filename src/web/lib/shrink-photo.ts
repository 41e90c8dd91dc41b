/**
 * A phone camera's photo (3-12 MB, 4000 px across) made small enough to send on a prepaid bundle
 * before it leaves the phone: drawn at most `maxSide` pixels on its long side and saved as a JPEG,
 * upright as the camera meant it (the EXIF orientation is applied, and like every other tag,
 * location included, not carried over). The server checks and re-saves what arrives either way.
 */
export interface ShrinkOptions {
  /** The longest side wanted, in pixels. */
  maxSide: number;
  /** JPEG quality, 0-1. */
  quality?: number;
}

/** What a browser may decode and draw: the kinds of photo a phone's camera or gallery gives (an
 * iPhone's HEIC draws in Safari; where it does not, it goes as it is and the server reads it). */
const SHRINKABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);

/** A JPEG's name for a file that was something else ('IMG_2041.png' → 'IMG_2041.jpg'). */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'photo'}.jpg`;
}

/** The size a picture is drawn at: its own when it fits, else scaled down to fit `maxSide`. */
export function fittedSize(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * The photo, shrunk; the file itself when it is no photo the browser can draw (a PDF), when it
 * is already small and no bigger than wanted, when the browser cannot decode it, or when the
 * shrunk copy would not be smaller. Never throws: the caller's size check decides what is sent.
 */
export async function shrinkPhoto(file: File, options: ShrinkOptions): Promise<File> {
  if (!SHRINKABLE.has(file.type) || typeof createImageBitmap === 'undefined') return file;
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = fittedSize(bitmap.width, bitmap.height, options.maxSide);
    // A small photo at its own size is sent as it is (a logo's PNG keeps its sharp edges).
    if (size.width === bitmap.width && file.size <= 300 * 1024) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // A transparent PNG gets a white ground: JPEG has no transparency (it would turn black).
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', options.quality ?? 0.85),
    );
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: Date.now() });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
