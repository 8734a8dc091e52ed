import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notice } from '../../../components/notice/notice';
import { savePolicyAccepted } from '../../../session/session-store';
import { acknowledgePolicy, policyQuery } from '../api';

type Props = { onAccepted: () => void; onDeclined: () => void };

/** The usage policy a user must accept before entering (spec: policy not acknowledged → /login). */
export function PolicyModal({ onAccepted, onDeclined }: Props) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const policy = useQuery(policyQuery(i18n.language));

  const accept = async () => {
    setBusy(true);
    try {
      const answer = await acknowledgePolicy();
      savePolicyAccepted(answer.data?.user);
      if (answer.message) notice('success', answer.message);
      onAccepted();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={policy.data?.data.title ?? t('auth.policy_title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="decline" onClick={onDeclined}>
          {t('auth.policy_decline')}
        </Button>,
        <Button
          key="accept"
          type="primary"
          loading={busy}
          disabled={!policy.data}
          onClick={() => void accept()}
          data-testid="policy-accept"
        >
          {t('auth.policy_accept')}
        </Button>,
      ]}
    >
      {policy.isLoading ? (
        <Skeleton active />
      ) : (
        <Typography.Paragraph style={{ whiteSpace: 'pre-line' }} data-testid="policy-text">
          {policy.data?.data.text}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
