/** Tailwind class sets shared by the back-office screens. */

export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md bg-neutral-900 px-4 py-2.5 text-sm font-semibold text-white hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md border border-neutral-300 bg-white px-4 py-2.5 text-sm font-semibold text-neutral-900 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900 disabled:cursor-not-allowed disabled:opacity-60';

export const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60';

export const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 hover:text-neutral-950 focus-visible:outline-2 focus-visible:outline-neutral-900';

export const inputClass = (invalid?: boolean) =>
  `block w-full rounded-md border bg-white px-3 py-2 text-base text-neutral-900 outline-none transition focus:ring-2 ${
    invalid
      ? 'border-red-600 ring-red-200 focus:border-red-600'
      : 'border-neutral-400 ring-neutral-300 focus:border-neutral-900'
  }`;

export const labelClass = 'mb-1 block text-sm font-medium text-neutral-800';
