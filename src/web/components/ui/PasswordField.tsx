/** A password input with a show/hide toggle (docs/product.md: Login). */
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './Field';

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'> & { label: string }) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
          aria-pressed={shown}
          className="rounded p-2 text-neutral-600 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-neutral-900"
        >
          {shown ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
        </button>
      }
    />
  );
}
