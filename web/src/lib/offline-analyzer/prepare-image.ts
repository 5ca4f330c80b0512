// The image as the device's text reader gets it, prepared as the server prepares it (api/src/analyzer/ocr-pool.ts,
// sharp): refused past the server's limits (core/image-limits.ts), laid on white, resized to the width the
// server reads at (core ocrWidth: small images enlarged, very wide ones reduced), greyscale and its contrast
// stretched between the 1st and 99th percentile of luminance (sharp's normalise()), as a PNG.
import { imageShapeProblem } from '../../../../core/image-limits';
import { ocrWidth } from '../../../../core/analyzer/offline-analyzer';

export class DeviceImageError extends Error {}

/** Rec. 709 luma weights, as libvips's greyscale. */
const luma = (r: number, g: number, b: number) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/**
 * RGBA pixels (already on white) to greyscale in place, stretched so the 1st percentile of luminance is
 * black and the 99th white. A flat image is left grey.
 */
export function greyscaleNormalise(pixels: Uint8ClampedArray): void {
  const count = pixels.length / 4;
  const histogram = new Uint32Array(256);
  for (let i = 0; i < pixels.length; i += 4) {
    const y = Math.round(luma(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!));
    pixels[i] = y;
    histogram[y]! += 1;
  }
  const percentile = (fraction: number) => {
    const wanted = Math.max(1, Math.ceil(count * fraction));
    let seen = 0;
    for (let level = 0; level < 256; level++) {
      seen += histogram[level]!;
      if (seen >= wanted) return level;
    }
    return 255;
  };
  const low = percentile(0.01);
  const high = percentile(0.99);
  const span = high - low;
  for (let i = 0; i < pixels.length; i += 4) {
    const y = span > 0 ? ((pixels[i]! - low) * 255) / span : pixels[i]!;
    pixels[i] = pixels[i + 1] = pixels[i + 2] = y;
    pixels[i + 3] = 255;
  }
}

export interface PreparedImage {
  png: Blob;
  width: number;
  height: number;
}

export async function prepareImage(file: Blob): Promise<PreparedImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new DeviceImageError('The image could not be read.');
  }
  try {
    const problem = imageShapeProblem(bitmap.width, bitmap.height, file.type === 'image/gif' ? 'gif' : undefined);
    if (problem) throw new DeviceImageError(problem.message);
    const width = ocrWidth(bitmap.width, bitmap.height);
    const height = Math.round((bitmap.height * width) / bitmap.width);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new DeviceImageError('This browser cannot prepare images for the text reader.');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const pixels = context.getImageData(0, 0, width, height);
    greyscaleNormalise(pixels.data);
    context.putImageData(pixels, 0, 0);
    return { png: await canvas.convertToBlob({ type: 'image/png' }), width, height };
  } finally {
    bitmap.close();
  }
}
