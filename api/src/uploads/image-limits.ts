// The shape an uploaded image may have, checked on its header (sharp's metadata reads no pixels) before
// anything is decoded. The limits and their wording are core/image-limits.ts, which the device's offline
// analyzer checks too (ADR 230, ADR 320).
import { imageShapeProblem } from '../../../core/image-limits.js';
import { HttpError } from '../http/errors.js';

export { MAX_ASPECT_RATIO, MAX_GIF_PIXELS, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '../../../core/image-limits.js';

export interface ImageHeader {
  format?: string;
  width?: number;
  height?: number;
  /** The height of one frame of an animated GIF or WEBP, when more than one frame was opened. */
  pageHeight?: number;
}

/**
 * The size of the one frame that will be decoded (only the first frame of an animation is ever read, so
 * later frames cost nothing); a 413 or 400 naming the limit when the header describes more than allowed.
 */
export function checkImageHeader(header: ImageHeader): { width: number; height: number } {
  const width = header.width ?? 0;
  const height = header.pageHeight ?? header.height ?? 0;
  const problem = imageShapeProblem(width, height, header.format);
  if (problem) throw new HttpError(problem.status, problem.message);
  return { width, height };
}
