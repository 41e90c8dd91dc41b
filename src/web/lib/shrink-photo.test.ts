import { describe, expect, it } from 'vitest';
import { fittedSize, jpegName } from './shrink-photo';

describe('making a camera photo smaller', () => {
  it('scales the long side down to fit, keeping the shape; a small picture keeps its size', () => {
    expect(fittedSize(4000, 3000, 1024)).toEqual({ width: 1024, height: 768 });
    expect(fittedSize(3000, 4000, 2400)).toEqual({ width: 1800, height: 2400 });
    expect(fittedSize(800, 600, 1024)).toEqual({ width: 800, height: 600 });
    expect(fittedSize(10000, 3, 1000)).toEqual({ width: 1000, height: 1 });
  });

  it('names the copy as a JPEG', () => {
    expect(jpegName('IMG_2041.png')).toBe('IMG_2041.jpg');
    expect(jpegName('IMG_2041.JPEG')).toBe('IMG_2041.jpg');
    expect(jpegName('my.id.card.webp')).toBe('my.id.card.jpg');
    expect(jpegName('scan')).toBe('scan.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});
