/**
 * After a failed submit: the first control marked aria-invalid, in page order, gets the focus
 * and is scrolled to the middle of the screen with its label and message, so a person sees what
 * to fix even when the field sits far above the button (the upload form is taller than a screen).
 */
export function focusFirstInvalid(scope: HTMLElement | null): HTMLElement | null {
  const field = scope?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;
  if (!field) return null;
  field.focus({ preventScroll: true });
  const frame = field.closest<HTMLElement>('[data-field]') ?? field;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  frame.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  return field;
}
