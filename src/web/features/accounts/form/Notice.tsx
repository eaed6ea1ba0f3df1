/** In-page notices: a red banner for errors (role="alert"), a green one for good news. */
import type { ReactNode } from 'react';

export function ErrorBanner({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </div>
  );
}

export function SuccessBanner({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="status"
      className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800"
    >
      {children}
    </div>
  );
}
