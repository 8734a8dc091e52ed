import { lazy, Suspense, useEffect, useState } from 'react';
import { hasPendingNotices, onFirstNotice } from './notice';

const NoticeHost = lazy(() => import('./notice-host'));

/** Mounts the antd notice host when the first notice is raised (not before: login budget). */
export function NoticeRoot() {
  const [needed, setNeeded] = useState(hasPendingNotices);
  useEffect(() => {
    if (needed) return;
    const off = onFirstNotice(() => setNeeded(true));
    return () => {
      off();
    };
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NoticeHost />
    </Suspense>
  );
}
