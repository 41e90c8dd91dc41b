import { Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_TYPES,
  type DocumentKind,
} from '../../../domain/verification';
import { m } from '../../../i18n/paraglide/messages.js';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { ApiError, failureText } from '../../lib/api';
import { shrunkPhoto } from '../../lib/photo-to-send';
import { useUploadDocument } from './api';
import { DOCUMENT_FIELDS } from './document-fields';
import { documentSaid } from './verification-words';

/** A document's photo is sent at most this many pixels on its long side: every word still reads. */
const DOCUMENT_PHOTO_SIDE = 2400;

/**
 * The file is checked here before anything is sent (a 6 MB scan on a prepaid bundle is money
 * lost), a photo after it is made smaller: the server checks it again by its content.
 */
function fileProblem(file: File | null): string | null {
  if (!file) return UPLOAD_MESSAGES.noFile;
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.wrongType;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** Sends one document of a kind with its fields; the list above shows it once stored. */
export function UploadForm({ kind, onDone }: { kind: DocumentKind; onDone: () => void }) {
  const upload = useUploadDocument();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [shrinking, setShrinking] = useState(false);
  const busy = shrinking || upload.isPending;
  const fields = DOCUMENT_FIELDS[kind];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const picked = data.get('file');
    let file = picked instanceof File && picked.name !== '' ? picked : null;
    if (file?.type.startsWith('image/')) {
      setShrinking(true);
      file = await shrunkPhoto(file, { maxSide: DOCUMENT_PHOTO_SIDE });
      setShrinking(false);
    }
    const problem = fileProblem(file);
    const missing: Record<string, string> = {};
    const values: Record<string, string> = {};
    for (const field of fields) {
      const entry = data.get(field.name);
      const value = typeof entry === 'string' ? entry.trim() : '';
      if (value === '') {
        missing[field.name] = field.missing();
      }
      values[field.name] = value;
    }
    if (problem) missing['file'] = documentSaid(problem);
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0 || !file) return;
    upload.mutate(
      { kind, fields: values, file },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
            setErrors(
              Object.fromEntries(
                Object.entries(error.fieldErrors).map(([name, said]) => [name, documentSaid(said)]),
              ),
            );
          }
          setFailure(documentSaid(failureText(error, m.vf_upload_failed())));
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4 rounded-md border bg-muted/40 p-4"
      aria-label={m.vf_upload()}
    >
      {fields.map((field) => (
        <FormField
          key={field.name}
          label={field.label()}
          hint={field.hint?.()}
          error={errors[field.name]}
        >
          {(props) =>
            field.type === 'select' ? (
              <NativeSelect {...props} name={field.name} defaultValue="">
                <option value="" disabled>
                  {m.pf_choose()}
                </option>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label()}
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <Input
                {...props}
                name={field.name}
                type={field.type}
                placeholder={field.placeholder}
                autoComplete="off"
              />
            )
          }
        </FormField>
      ))}
      <FormField label={m.vf_file()} hint={m.vf_file_hint()} error={errors['file']}>
        {(props) => (
          <Input
            {...props}
            name="file"
            type="file"
            accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
            className="h-auto py-2"
          />
        )}
      </FormField>
      <p className="min-h-5 text-sm text-destructive" role="status" aria-live="polite">
        {failure}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          <Upload aria-hidden />
          {busy ? m.vf_uploading() : m.vf_upload()}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone} disabled={busy}>
          {m.form_cancel()}
        </Button>
      </div>
    </form>
  );
}
