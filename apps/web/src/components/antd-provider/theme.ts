import type { ThemeConfig } from 'antd';

export const BRAND = '#0b6e4f';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND,
    colorLink: BRAND,
    borderRadius: 8,
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Tahoma, "Noto Sans Arabic", "Geeza Pro", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
};
