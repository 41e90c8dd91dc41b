import type * as ShrinkModule from './shrink-photo';

/**
 * A photo as a request, a message or a page of past work sends it: at most 1600 pixels on its
 * long side, a JPEG at 0.8 (the server keeps 1600). The shrinking code loads with the first photo
 * (the page does not carry it); if it cannot load, the photo goes as it is and the server checks
 * and shrinks it either way.
 */
export function photoToSend(picked: File): Promise<File> {
  return shrunkPhoto(picked, { maxSide: 1600, quality: 0.8 });
}

/**
 * A photo made small on the phone (./shrink-photo.ts), its code loaded with the first photo: no
 * page carries it in its first view. If it cannot load, the photo as it is.
 */
export async function shrunkPhoto(
  picked: File,
  options: Parameters<typeof ShrinkModule.shrinkPhoto>[1],
): Promise<File> {
  try {
    const { shrinkPhoto } = await import('./shrink-photo');
    return await shrinkPhoto(picked, options);
  } catch {
    return picked;
  }
}
