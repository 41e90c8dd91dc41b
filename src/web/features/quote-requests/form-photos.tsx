import { ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import { REQUEST_PHOTO_LIMIT } from '../../../domain/request-photos';
import { m } from '../../../i18n/paraglide/messages.js';

/** Each chosen photo's preview address, made once (the file itself is in memory already). */
const previews = new WeakMap<File, string>();
function previewOf(file: File): string {
  let url = previews.get(file);
  if (!url) {
    url = URL.createObjectURL(file);
    previews.set(file, url);
  }
  return url;
}

/**
 * The request form's photos (issue 46): up to six chosen from the phone, shown small, each
 * removable. They are made smaller and sent once the request is (see send-form-photos.ts).
 */
export function FormPhotos({
  files,
  onChange,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  disabled: boolean;
}) {
  const id = useId();
  const left = REQUEST_PHOTO_LIMIT - files.length;
  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        {m.photos_label()}
      </span>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {m.photos_hint({ count: REQUEST_PHOTO_LIMIT })}
      </p>
      {files.length ? (
        <ul className="flex flex-wrap gap-2" aria-labelledby={`${id}-label`}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="relative">
              <img
                src={previewOf(file)}
                alt={m.photos_alt({ number: index + 1, name: file.name })}
                className="size-20 rounded-lg border bg-muted object-cover"
              />
              <button
                type="button"
                className="absolute -right-2 -top-2 inline-flex size-9 items-center justify-center rounded-full border bg-card shadow-sm hover:bg-accent"
                aria-label={m.photos_remove({ number: index + 1 })}
                disabled={disabled}
                onClick={() => {
                  URL.revokeObjectURL(previewOf(file));
                  previews.delete(file);
                  onChange(files.filter((_, at) => at !== index));
                }}
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {left > 0 ? (
        <label className="inline-flex h-11 w-fit cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring">
          <input
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            aria-describedby={`${id}-hint`}
            disabled={disabled}
            onChange={(event) => {
              const chosen = Array.from(event.currentTarget.files ?? []);
              event.currentTarget.value = '';
              onChange([...files, ...chosen].slice(0, REQUEST_PHOTO_LIMIT));
            }}
          />
          <ImagePlus className="size-4" aria-hidden />
          {files.length ? m.photos_add_more() : m.photos_add()}
        </label>
      ) : null}
    </div>
  );
}
