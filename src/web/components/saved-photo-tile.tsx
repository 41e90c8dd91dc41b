import { ImageIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { m } from '../../i18n/paraglide/messages.js';
import { cn } from '../lib/utils';

/**
 * The place of a photo not loaded to save data (saved-photo.tsx): what it is, 'Tap to show', and
 * a tap on it or on its link (Enter too) shows the photo instead of following the link.
 */
export default function SavedPhotoTile({
  className,
  width,
  height,
  label,
  onShow,
}: {
  className?: string;
  width: number;
  height: number;
  label: string;
  onShow: () => void;
}) {
  const place = useRef<HTMLSpanElement>(null);
  const show = useRef(onShow);
  useEffect(() => {
    show.current = onShow;
  });
  useEffect(() => {
    const link = place.current?.closest('a');
    if (!link) return;
    const tapped = (event: MouseEvent) => {
      event.preventDefault();
      show.current();
    };
    link.addEventListener('click', tapped);
    return () => link.removeEventListener('click', tapped);
  }, []);
  // Under 80 pixels the words do not fit: the icon alone, the words for screen readers.
  const small = width < 80;
  return (
    <span
      ref={place}
      data-testid="saved-photo"
      style={{ aspectRatio: `${width} / ${height}` }}
      className={cn(
        'flex flex-col items-center justify-center gap-1 p-1 text-center text-xs text-muted-foreground',
        className,
      )}
    >
      <ImageIcon className="size-5 shrink-0" aria-hidden />
      <span className="sr-only">{m.saver_photo({ label })}</span>
      {small ? null : <span aria-hidden>{m.saver_tap()}</span>}
    </span>
  );
}
