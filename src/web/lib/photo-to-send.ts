/**
 * A photo as a request, a message or a page of past work sends it: at most 1600 pixels on its
 * long side, a JPEG at 0.8 (the server keeps 1600). The shrinking code loads with the first photo
 * (the page does not carry it); if it cannot load, the photo goes as it is and the server checks
 * and shrinks it either way.
 */
export async function photoToSend(picked: File): Promise<File> {
  try {
    const { shrinkPhoto } = await import('./shrink-photo');
    return await shrinkPhoto(picked, { maxSide: 1600, quality: 0.8 });
  } catch {
    return picked;
  }
}
