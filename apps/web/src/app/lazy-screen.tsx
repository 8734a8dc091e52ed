import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner, StatusBlock } from '../components/page-state/plain-states';
import type { ScreenModule } from '../routing/route-types';

/** Spec §9: lazy-loaded screens time out after 120 seconds. */
const LAZY_TIMEOUT_MS = 120_000;

class ScreenTimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenTimeoutError('timeout')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

function LoadFailed({ timedOut, onRetry }: { timedOut: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusBlock
      tone="warning"
      title={t(timedOut ? 'app.load_timeout' : 'app.load_failed')}
      action={
        <button type="button" className="plain-button primary" onClick={onRetry} data-testid="lazy-retry">
          {t('common.retry')}
        </button>
      }
    />
  );
}

type BoundaryProps = { children: ReactNode; onRetry: () => void; onError: () => void };
class LoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    if (this.state.error) {
      return (
        <LoadFailed timedOut={this.state.error instanceof ScreenTimeoutError} onRetry={this.props.onRetry} />
      );
    }
    return this.props.children;
  }
}

/** A code-split module and its current React.lazy wrapper; a failure makes the next use start afresh. */
type ScreenLoader = {
  load: () => Promise<ScreenModule>;
  timeoutMs: number;
  current: LazyExoticComponent<ComponentType>;
  failed: boolean;
};

export function screenLoader(load: () => Promise<ScreenModule>, timeoutMs = LAZY_TIMEOUT_MS): ScreenLoader {
  const loader = { load, timeoutMs, failed: false } as ScreenLoader;
  renew(loader);
  return loader;
}

function renew(loader: ScreenLoader) {
  loader.current = lazy(() => withTimeout(loader.load(), loader.timeoutMs));
  loader.failed = false;
}

/**
 * A code-split screen: loaded on first use, with a 120 s timeout and a retry button when loading
 * fails or times out (a retry, or the next visit, starts a fresh import).
 */
const AntdProvider = lazy(() => import('../components/antd-provider/antd-provider'));
export const preloadAntd = () => import('../components/antd-provider/antd-provider');

export function LazyScreen({ loader, antd = false }: { loader: ScreenLoader; antd?: boolean }) {
  const [attempt, setAttempt] = useState(() => {
    if (loader.failed) renew(loader);
    return 0;
  });
  const Current = loader.current;
  return (
    <LoadBoundary
      key={attempt}
      onError={() => {
        loader.failed = true;
      }}
      onRetry={() => {
        renew(loader);
        setAttempt((a) => a + 1);
      }}
    >
      <Suspense fallback={<PageSpinner />}>
        {antd ? (
          <AntdProvider>
            <Current />
          </AntdProvider>
        ) : (
          <Current />
        )}
      </Suspense>
    </LoadBoundary>
  );
}
