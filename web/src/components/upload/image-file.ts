// What the ad tools accept as an image (spec 001 §9): PNG, JPG, WEBP or GIF, up to 10 MB. The server checks
// the bytes again (DESIGN §6); this check only saves a pointless upload and says why at once.

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const EXTENSIONS = /\.(png|jpe?g|webp|gif)$/i;

/** Why this file cannot be analysed, or null when it can. */
export function imageFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const typeKnown = file.type !== '';
  const accepted = typeKnown ? (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) : EXTENSIONS.test(file.name);
  if (!accepted) return `${file.name || 'This file'} is not a PNG, JPG, WEBP or GIF image.`;
  if (file.size > MAX_IMAGE_BYTES) return `${file.name || 'This image'} is larger than 10 MB.`;
  if (file.size === 0) return `${file.name || 'This file'} is empty.`;
  return null;
}

/** The stored copy of an uploaded image (GET /uploads/{filePath}). */
export const storedImageUrl = (filePath: string): string => `/uploads/${encodeURIComponent(filePath)}`;
