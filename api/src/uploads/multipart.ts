// Reads one optional `image` file part and a few text fields from a multipart form, with every limit set
// (DESIGN §10): one file of at most 10 MB, a handful of short fields. A broken form is a 400, too much a 413,
// and nothing is written to disk here: the image store decides what is kept.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { HttpError } from '../http/errors.js';
import { MAX_UPLOAD_BYTES } from './image-store.js';

/** Room for the form's boundaries and text fields around the image. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/**
 * A body declared too large is still read (and thrown away) up to this much before the 413 is sent: a client
 * such as Node's fetch stops at a write error and never reads an answer sent while it was still sending.
 * Past it, the connection is closed.
 */
const DISCARD_LIMIT_BYTES = 2 * MAX_UPLOAD_BYTES;

const parser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 12, parts: 13, fieldSize: 2048, fieldNameSize: 64, headerPairs: 20 },
}).single('image');

const MESSAGES: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, 'The image is larger than 10 MB.'],
  LIMIT_FILE_COUNT: [400, 'Send one image at a time.'],
  LIMIT_UNEXPECTED_FILE: [400, 'Send one image, in the form field named image.'],
  LIMIT_PART_COUNT: [413, 'The form has too many fields.'],
  LIMIT_FIELD_COUNT: [413, 'The form has too many fields.'],
  LIMIT_FIELD_KEY: [400, 'A form field name is too long.'],
  LIMIT_FIELD_VALUE: [400, 'A form field value is too long.'],
};

export const imageForm: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) return next();
  const declared = Number(req.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES) {
    // Refused without parsing it: nothing of it is kept.
    return refuseAfterDiscarding(req, res, next, declared, new HttpError(413, 'The image is larger than 10 MB.'));
  }
  parser(req, res, (error?: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      const [status, message] = MESSAGES[error.code] ?? [400, 'The upload could not be read.'];
      if (status === 413) res.set('Connection', 'close');
      return next(new HttpError(status, message));
    }
    next(new HttpError(400, 'The upload could not be read: the form data is malformed.'));
  });
};

/**
 * Answers `error` once the body has been read to its end (Node reads no more than the declared length); past
 * the discard limit, at once and closing the connection.
 */
function refuseAfterDiscarding(req: Request, res: Response, next: NextFunction, declared: number, error: HttpError): void {
  if (declared > DISCARD_LIMIT_BYTES) {
    res.set('Connection', 'close');
    return next(error);
  }
  let answered = false;
  const answer = () => {
    if (answered) return;
    answered = true;
    next(error);
  };
  req.once('end', answer);
  // A client that gives up is answered into a closed socket, which is harmless.
  req.once('close', answer);
  req.resume();
}
