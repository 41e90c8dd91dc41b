import { lazy, Suspense, useState, type ImgHTMLAttributes } from 'react';
import { useDataSaver } from '../lib/data-saver';
import { cn } from '../lib/utils';

type SavedPhotoProps = ImgHTMLAttributes<HTMLImageElement> & {
  alt: string;
  width: number;
  height: number;
};

// The tile's code (its icon and words) comes only to a phone saving data.
const SavedPhotoTile = lazy(() => import('./saved-photo-tile'));

/**
 * A photo inside a link (the link opens the full photo) that costs nothing while the data saver
 * is on (issue 52): in its place, the same size, a 'Tap to show' tile that says what the photo
 * is; a tap on it, or Enter on its link, shows the photo instead of following the link. With the
 * saver off it is the plain `<img>`.
 */
export function SavedPhoto({ className, width, height, ...props }: SavedPhotoProps) {
  const saver = useDataSaver();
  const [asked, setAsked] = useState(false);
  if (saver && !asked) {
    const box = { className: cn('bg-muted', className), width, height };
    return (
      <Suspense fallback={<span {...box} style={{ aspectRatio: `${width} / ${height}` }} />}>
        <SavedPhotoTile {...box} label={props.alt} onShow={() => setAsked(true)} />
      </Suspense>
    );
  }
  // `data-saved`: hidden while the saver is on before the app starts (styles.css); one asked
  // for shows whatever the document says.
  return (
    <img
      {...props}
      width={width}
      height={height}
      className={className}
      data-saved={asked ? undefined : ''}
    />
  );
}
