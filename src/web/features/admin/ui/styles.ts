/** Tailwind class sets shared by the back-office screens. */

const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

const variants = {
  primary: 'bg-neutral-900 text-white hover:bg-neutral-700 focus-visible:outline-neutral-900',
  secondary:
    'border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100 focus-visible:outline-neutral-900',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
};

const sizes = { md: 'px-4 py-2.5', sm: 'px-2 py-1.5', lg: 'w-full px-4 py-3' };

/** One class list per variant and size, so no two padding classes ever compete. */
export const button = (variant: keyof typeof variants, size: keyof typeof sizes = 'md') =>
  `${buttonBase} ${variants[variant]} ${sizes[size]}`;

export const primaryButton = button('primary');
export const secondaryButton = button('secondary');
export const dangerButton = button('danger');

export const iconButton = (tone: 'plain' | 'danger' = 'plain') =>
  `inline-flex h-9 w-9 items-center justify-center rounded-md hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-neutral-900 ${
    tone === 'danger' ? 'text-red-700 hover:text-red-800' : 'text-neutral-700 hover:text-neutral-950'
  }`;

const inputBase =
  'block w-full rounded-md border bg-white text-neutral-900 outline-none transition focus:ring-2';

/** `compact` is the smaller input inside a table row. */
export const inputClass = (invalid?: boolean, compact = false) =>
  `${inputBase} ${compact ? 'px-2 py-1.5 text-sm' : 'px-3 py-2 text-base'} ${
    invalid
      ? 'border-red-600 ring-red-200 focus:border-red-600'
      : 'border-neutral-400 ring-neutral-300 focus:border-neutral-900'
  }`;

export const labelClass = 'mb-1 block text-sm font-medium text-neutral-800';
