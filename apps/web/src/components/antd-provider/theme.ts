import type { ThemeConfig } from 'antd';

export const BRAND = '#0b6e4f';

export const theme: ThemeConfig = {
  zeroRuntime: true,
  token: {
    colorPrimary: BRAND,
    colorLink: BRAND,
    borderRadius: 8,
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
