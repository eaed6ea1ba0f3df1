/** One of the four image inputs: WebP only, under 100 KB, with a preview of the chosen file. */
import { ImageIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { labelClass } from '#web/components/ui/Field';
import { useReveal } from '#web/components/ui/use-reveal';
import { readWebpFile } from './read-webp';

/** The four images, by the names the upload schema gives them. */
export const IMAGE_FIELDS = [
  { key: 'image', label: 'Main image' },
  { key: 'image1', label: 'Image 2' },
  { key: 'image2', label: 'Image 3' },
  { key: 'image3', label: 'Image 4' },
] as const;

export function ImagePicker({
  label,
  value,
  current,
  error: formError,
  onChange,
}: {
  label: string;
  /** The chosen image as a data URL, or '' when none. */
  value: string;
  /** The product's current photo, kept when no new one is chosen (edit screen). */
  current?: string;
  /** The form's complaint, e.g. that the image is missing. */
  error?: string;
  onChange: (dataUrl: string) => void;
}) {
  const id = useId();
  const [fileError, setFileError] = useState('');
  // The refusal of a chosen file shows beside the picker, which may sit at the window's bottom.
  const message = useRef<HTMLParagraphElement>(null);
  useReveal(message, fileError);

  async function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const result = await readWebpFile(file);
    if (result.ok) {
      setFileError('');
      onChange(result.dataUrl);
    } else {
      setFileError(result.message);
      onChange('');
      input.value = '';
    }
  }

  const invalid = Boolean(fileError || formError);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex items-center gap-3">
        <div
          className={`flex h-24 w-20 shrink-0 items-center justify-center overflow-hidden rounded border bg-neutral-100 ${
            invalid ? 'border-red-600' : 'border-neutral-300'
          }`}
        >
          {value || current ? (
            <img
              src={value || current}
              alt={value ? `Preview of ${label.toLowerCase()}` : `Current ${label.toLowerCase()}`}
              className="h-full w-full object-cover"
            />
          ) : (
            <ImageIcon aria-hidden="true" className="text-neutral-500" size={24} />
          )}
        </div>
        <input
          id={id}
          type="file"
          accept="image/webp"
          onChange={choose}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint ${id}-message`}
          className="block w-full text-sm text-neutral-800 file:mr-3 file:rounded-md file:border-0 file:bg-neutral-900 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-neutral-700"
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600">
        {current ? 'Choose a file to replace it. ' : ''}WebP, under 100 KB.
      </p>
      {fileError ? (
        <p
          ref={message}
          id={`${id}-message`}
          role="alert"
          className="mt-1 scroll-my-4 text-sm font-medium text-red-700"
        >
          {fileError}
        </p>
      ) : (
        formError && (
          <p id={`${id}-message`} className="mt-1 text-sm font-medium text-red-700">
            {formError}
          </p>
        )
      )}
    </div>
  );
}
