// Choosing an ad image (spec 001 "AI analyzer" upload card, the detection page, the landing's analyzer):
// click or drop onto the zone, or use the file dialog; a local preview with the file's name and 'Change
// Image'. A stored image (an earlier upload, ?filePath=) previews from /uploads/. Files that are not a PNG,
// JPG, WEBP or GIF, or are over 10 MB, are refused here with the reason. With `camera`, a phone also offers
// 'Take a photo' (an input with `capture`, which opens the camera alone: the main input keeps the gallery).
import { Camera, ImageUp, RefreshCw } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem, storedImageUrl } from './image-file';

/** An object URL for a file while it is shown, revoked when it changes or goes. */
function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export function ImagePicker({
  label = 'Ad image',
  file,
  storedPath = null,
  onChoose,
  disabled = false,
  hint = 'Upload an image (PNG, JPG, WEBP or GIF, up to 10MB)',
  note,
  status,
  camera = false,
}: {
  label?: string;
  /** The file chosen on this device, if any. */
  file: File | null;
  /** An image already on the server (its filePath), shown when no file is chosen. */
  storedPath?: string | null;
  onChoose(file: File): void;
  disabled?: boolean;
  hint?: string;
  /** A line under the zone, e.g. how long an analysis takes. */
  note?: ReactNode;
  /** What the chosen image's line says; 'Image ready for analysis' unless told. */
  status?: ReactNode;
  /** Offer 'Take a photo' on touch screens (the rear camera). */
  camera?: boolean;
}) {
  const inputId = useId();
  const problemId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const localUrl = useObjectUrl(file);
  const previewUrl = localUrl ?? (storedPath ? storedImageUrl(storedPath) : null);
  const name = file?.name ?? (storedPath ? 'Uploaded image' : null);

  const take = (chosen: File | undefined | null) => {
    if (!chosen || disabled) return;
    const why = imageFileProblem(chosen);
    setProblem(why);
    if (!why) onChoose(chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files?.[0]);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };

  const input = (
    <input
      ref={inputRef}
      id={inputId}
      type="file"
      accept={ACCEPTED_IMAGE_TYPES.join(',')}
      className="sr-only"
      disabled={disabled}
      aria-describedby={problem ? problemId : undefined}
      onChange={(event) => {
        take(event.target.files?.[0]);
        event.target.value = ''; // choosing the same file again still counts
      }}
    />
  );

  const photo = camera ? (
    <>
      <input
        ref={cameraRef}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {/* A mouse has no camera to point: the button is for phones and tablets. */}
      <Button variant="outline" size="sm" className="hidden self-start pointer-coarse:inline-flex" disabled={disabled} onClick={() => cameraRef.current?.click()}>
        <Camera aria-hidden="true" />
        Take a photo
      </Button>
    </>
  ) : null;

  return (
    <div className="flex flex-col gap-3" onDragOver={onDragOver} onDragLeave={() => setDragging(false)} onDrop={onDrop}>
      {previewUrl ? (
        <div className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-3 sm:flex-row sm:items-center">
          <img src={previewUrl} alt={`Preview of ${name}`} className="max-h-64 w-full rounded-md bg-card object-contain sm:w-48" />
          <div className="flex min-w-0 flex-col gap-2">
            <p className="truncate text-sm font-semibold" title={name ?? undefined}>
              {name}
            </p>
            <p className="text-sm text-muted-foreground">{status ?? 'Image ready for analysis'}</p>
            <label htmlFor={inputId} className="sr-only">
              {label}
            </label>
            {input}
            <Button variant="outline" size="sm" className="self-start" disabled={disabled} onClick={() => inputRef.current?.click()}>
              <RefreshCw aria-hidden="true" />
              Change Image
            </Button>
            {photo}
          </div>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          className={cn(
            'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-input bg-card p-6 text-center transition-colors hover:bg-muted/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            dragging && 'border-primary bg-accent',
            disabled && 'cursor-not-allowed opacity-60',
          )}
        >
          <ImageUp aria-hidden="true" className="size-8 text-muted-foreground" />
          <span className="text-sm font-semibold">{label}</span>
          <span className="text-sm text-muted-foreground">Click to browse, or drop an image here</span>
          <span className="text-xs text-muted-foreground">{hint}</span>
          {input}
        </label>
      )}
      {previewUrl ? null : photo}
      {problem ? (
        <p id={problemId} role="alert" className="text-sm font-medium text-prohibited">
          {problem}
        </p>
      ) : null}
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
    </div>
  );
}
