/** One of the four image inputs: WebP only, under 100 KB, with a preview of the chosen file. */
import { ImageIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { labelClass } from '../ui/styles';
import { readWebpFile } from './read-webp';

export function ImagePicker({
  label,
  value,
  onChange,
}: {
  label: string;
  /** The chosen image as a data URL, or '' when none. */
  value: string;
  onChange: (dataUrl: string) => void;
}) {
  const id = useId();
  const [error, setError] = useState('');

  async function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const result = await readWebpFile(file);
    if (result.ok) {
      setError('');
      onChange(result.dataUrl);
    } else {
      setError(result.message);
      onChange('');
      input.value = '';
    }
  }

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex items-center gap-3">
        <div className="flex h-24 w-20 shrink-0 items-center justify-center overflow-hidden rounded border border-neutral-300 bg-neutral-100">
          {value ? (
            <img
              src={value}
              alt={`Preview of ${label.toLowerCase()}`}
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
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          className="block w-full text-sm text-neutral-800 file:mr-3 file:rounded-md file:border-0 file:bg-neutral-900 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-neutral-700"
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600">
        WebP, under 100 KB.
      </p>
      {error && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
