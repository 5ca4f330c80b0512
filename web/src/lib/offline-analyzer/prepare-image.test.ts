import { describe, expect, it } from 'vitest';
import { greyscaleNormalise } from './prepare-image';

// The device's preparation of an image for OCR, as sharp's greyscale().normalise() on the server (ADR 320).
const rgba = (...pixels: [number, number, number][]) => new Uint8ClampedArray(pixels.flatMap(([r, g, b]) => [r, g, b, 255]));
const greys = (pixels: Uint8ClampedArray) => Array.from({ length: pixels.length / 4 }, (_, i) => pixels[i * 4]);

describe('greyscaleNormalise', () => {
  it('turns colour into luminance and stretches the darkest to black and the lightest to white', () => {
    // Mid-grey text on a light grey page: a low-contrast ad.
    const pixels = rgba(...Array.from({ length: 98 }, () => [200, 200, 200] as [number, number, number]), [100, 100, 100], [100, 100, 100]);
    greyscaleNormalise(pixels);
    expect(greys(pixels).slice(0, 2)).toEqual([255, 255]);
    expect(greys(pixels).slice(-2)).toEqual([0, 0]);
    // Every pixel grey and opaque.
    for (let i = 0; i < pixels.length; i += 4) {
      expect(pixels[i]).toBe(pixels[i + 1]);
      expect(pixels[i]).toBe(pixels[i + 2]);
      expect(pixels[i + 3]).toBe(255);
    }
  });

  it('weighs green most and blue least (Rec. 709), as libvips does', () => {
    const pixels = rgba([0, 0, 0], [255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]);
    greyscaleNormalise(pixels);
    const [, red, green, blue] = greys(pixels);
    expect(green).toBeGreaterThan(red!);
    expect(red).toBeGreaterThan(blue!);
  });

  it('leaves a flat image as its grey', () => {
    const pixels = rgba([120, 120, 120], [120, 120, 120]);
    greyscaleNormalise(pixels);
    expect(greys(pixels)).toEqual([120, 120]);
  });
});
