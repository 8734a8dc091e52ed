let loading: Promise<unknown> | undefined;

/**
 * The rest of antd's styles (antd-rest.css): asked for once the antd provider has drawn, and
 * awaited by every screen that is not a list before it renders (its forms, steps, uploads).
 */
export function loadAntdRest(): Promise<unknown> {
  loading ??= import('./antd-rest.css').catch((e: unknown) => {
    loading = undefined;
    throw e;
  });
  return loading;
}
