/** A grey placeholder block that pulses while its content loads; hidden from screen readers. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded bg-neutral-200 ${className}`} />;
}
