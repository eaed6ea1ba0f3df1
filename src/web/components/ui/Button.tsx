/** The shop's buttons: one class list per variant and size, so no two padding classes compete. */
import type { ButtonHTMLAttributes, Ref } from 'react';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

const variants = {
  primary: 'bg-neutral-900 text-white hover:bg-neutral-700 focus-visible:outline-neutral-900',
  secondary:
    'border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100 focus-visible:outline-neutral-900',
  /** The heavier outline beside a primary button (Cash On Delivery, Change Address). */
  outline:
    'border-2 border-neutral-900 bg-white text-neutral-900 hover:bg-neutral-100 focus-visible:outline-neutral-900',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
  ghost: 'font-medium text-neutral-900 hover:bg-neutral-200 focus-visible:outline-neutral-900',
};

const sizes = {
  sm: 'px-2 py-1.5 text-sm',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3',
  /** Full width, for the one action of a card (Login, Sign Up). */
  block: 'w-full px-4 py-3',
};

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export const buttonClass = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md') =>
  `${base} ${variants[variant]} ${sizes[size]}`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={`${buttonClass(variant, size)} ${className}`} {...props} />;
}

/** A square button holding only an icon; `aria-label` names it. */
export function IconButton({
  tone = 'plain',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: 'plain' | 'danger'; 'aria-label': string }) {
  return (
    <button
      type={type}
      className={`inline-flex h-9 w-9 items-center justify-center rounded-md hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-neutral-900 ${
        tone === 'danger' ? 'text-red-700 hover:text-red-800' : 'text-neutral-700 hover:text-neutral-950'
      } ${className}`}
      {...props}
    />
  );
}

export const textLink = 'font-semibold text-neutral-900 underline underline-offset-2 hover:text-neutral-600';
