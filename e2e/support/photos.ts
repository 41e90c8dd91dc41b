import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { expect } from '../fixtures';

/** A phone camera's photo: `width` x `height` of noisy detail, several megabytes as a JPEG. */
export const cameraPhoto = (width = 4000, height = 3000) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();

/** An <img> that has loaded its picture. */
export const expectLoaded = (image: Locator) =>
  expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
