import useNotification from 'antd/es/notification/useNotification';
import { useEffect } from 'react';
import AntdProvider from '../antd-provider/antd-provider';
import { attachNoticeListener } from './notice';

function Bridge() {
  const [api, holder] = useNotification({ placement: 'top', maxCount: 4 });
  useEffect(() => {
    attachNoticeListener(({ kind, text, durationMs }) => {
      const fn = kind === 'danger' ? api.error : api[kind];
      fn({ title: text, duration: durationMs / 1000, role: kind === 'danger' ? 'alert' : 'status' });
    });
    return () => attachNoticeListener(null);
  }, [api]);
  return holder;
}

/** antd notifications inside ConfigProvider, so they follow the language's direction. */
export default function NoticeHost() {
  return (
    <AntdProvider>
      <Bridge />
    </AntdProvider>
  );
}
