/** In-page notices that replace SPEC's alert()s: red for errors (role="alert"), green for news. */
import type { ReactNode } from 'react';

export function ErrorNotice({ children, className = '' }: { children: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className={`rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 ${className}`}
    >
      {children}
    </div>
  );
}

export function SuccessNotice({ children, className = '' }: { children: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <div
      role="status"
      className={`rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900 ${className}`}
    >
      {children}
    </div>
  );
}

/** The server's errorMessage, or SPEC's fallback when it sent none. */
export function errorText(error: unknown, fallback = 'An error occurred'): string {
  return (error instanceof Error && error.message) || fallback;
}
