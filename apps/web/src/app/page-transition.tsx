import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

/** Spec §9: page transition of 200 ms (a fade keyed by the path; see app.css). */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className="page-transition">
      {children}
    </div>
  );
}
