import { useEffect, useRef } from 'react';

/** Props of {@link PreviewImage}. */
export interface PreviewImageProps {
  file: File;
  className?: string;
}

/**
 * A preview of a chosen file through an object URL. The URL is created in an effect and
 * revoked when the file changes or the preview unmounts, so replaced images free their
 * memory (and React's strict-mode double effects never show a revoked URL).
 */
export function PreviewImage({ file, className }: PreviewImageProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (imageRef.current) imageRef.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={imageRef} className={className} alt="" width={96} height={96} />;
}
