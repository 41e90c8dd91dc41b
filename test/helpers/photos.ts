import sharp from 'sharp';

/** A camera's JPEG of `width` x `height` with its EXIF: the camera, and where it was taken. */
export function cameraPhoto(width = 1200, height = 900) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Samsung', Model: 'Galaxy A05' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '33/1 55/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '18/1 25/1 0/1',
      },
    })
    .toBuffer();
}
