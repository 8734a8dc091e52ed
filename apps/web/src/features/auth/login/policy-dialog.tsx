import AntdProvider from '../../../components/antd-provider/antd-provider';
import { PolicyModal } from './policy-modal';

/** The policy modal with its antd provider: loaded only when the policy must be shown. */
export default function PolicyDialog(props: Parameters<typeof PolicyModal>[0]) {
  return (
    <AntdProvider>
      <PolicyModal {...props} />
    </AntdProvider>
  );
}
