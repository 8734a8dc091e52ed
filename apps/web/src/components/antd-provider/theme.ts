import type { ThemeConfig } from 'antd';

const BRAND = '#0b6e4f';

export const theme: ThemeConfig = {
  zeroRuntime: true,
  token: {
    colorPrimary: BRAND,
    colorLink: BRAND,
    borderRadius: 8,
    // WCAG AA contrast (4.5:1 on white and on the page's #f3f6f4): antd's defaults for secondary
    // text (0.45) and placeholders (0.25) fall short.
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // antd's red (#ff4d4f, 3.3:1 on white) is too light for error texts and danger links.
    colorError: '#cf1322',
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Tahoma, "Noto Sans Arabic", "Geeza Pro", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    Layout: {
      bodyBg: '#f3f6f4',
      siderBg: '#fff',
      headerBg: '#fff',
      headerPadding: '0 16px',
      headerHeight: 60,
      footerBg: 'transparent',
      footerPadding: 0,
    },
    Menu: {
      activeBarBorderWidth: 0,
      itemSelectedBg: '#e3f1ea',
      itemSelectedColor: BRAND,
      itemBorderRadius: 8,
    },
  },
};
