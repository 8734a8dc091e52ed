import { SafetyOutlined } from '@ant-design/icons';
import type { MessageResponse } from '@mashaer/contract';
import { Alert, Button, Card, Input, Space } from 'antd';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { notice } from '../../../components/notice/notice';
import { listOf, ResourceList } from '../../../components/resource-list';
import { STORAGE_KEYS } from '../../../session/storage-keys';
import { type CampRow, campColumns, useCampFilters } from '../camps/camps-screens';

const listeners = new Set<() => void>();
const readToken = () => localStorage.getItem(STORAGE_KEYS.tokenTafweej);
function setToken(token: string | null) {
  if (token) localStorage.setItem(STORAGE_KEYS.tokenTafweej, token);
  else localStorage.removeItem(STORAGE_KEYS.tokenTafweej);
  for (const l of listeners) l();
}
const useToken = () =>
  useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, readToken);

/** Step 1: a one-time code on the officer's phone, exchanged for `token_tafweej` (kept under that key). */
function OtpCard() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (body: object) => {
    setBusy(true);
    try {
      const answer = await api.post<MessageResponse<{ token_tafweej?: string }>>('tafweej/send-otp', body);
      notice('success', answer.message);
      if (answer.data?.token_tafweej) setToken(answer.data.token_tafweej);
      else setSent(true);
    } catch {
      // the server's message is shown by the client (422 under the field is not needed here)
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('camps.routes.camps_tafweej')} variant="borderless" style={{ maxWidth: 520 }}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t(sent ? 'camps.tafweej.code_hint' : 'camps.tafweej.intro')} />
        {sent && (
          <Input
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            dir="ltr"
            placeholder={t('camps.fields.code')}
            data-testid="tafweej-code"
          />
        )}
        <Space>
          {sent && (
            <Button
              type="primary"
              disabled={code.length !== 6}
              loading={busy}
              onClick={() => void run({ code })}
              data-testid="tafweej-verify"
            >
              {t('camps.actions.verify')}
            </Button>
          )}
          <Button loading={busy && !sent} onClick={() => void run({})} data-testid="tafweej-send">
            {t('camps.actions.send_code')}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}

/** /camps-tafweej: with a live token, the camps with readiness changes and the assignment check. */
export default function TafweejPage() {
  const token = useToken();
  return token ? <TafweejCamps token={token} /> : <OtpCard />;
}

function TafweejCamps({ token }: { token: string }) {
  const { t } = useTranslation();
  const filters = useCampFilters();
  const check = async (r: CampRow) => {
    try {
      const answer = await api.post<MessageResponse>(
        'tafweej/check-assign-camp',
        { token_tafweej: token, camp_id: r.id },
        { silent: true },
      );
      notice(
        'success',
        `${answer.message}: ${(answer.data as { company_name?: string }).company_name ?? ''}`,
      );
    } catch (e) {
      // Spec §8: an assignment check failure shows the server's error text.
      notice('danger', (e as Error).message);
      if ((e as { status?: number }).status === 422 && /token|جلسة|session/i.test((e as Error).message))
        setToken(null);
    }
  };
  return (
    <ResourceList<CampRow>
      {...listOf('tafweej/get-camps', 'camps.routes.camps_tafweej', campColumns, filters)}
      fixedBody={{ token_tafweej: token }}
      rowActions={[
        {
          key: 'ready',
          label: 'camps.actions.set_ready',
          confirm: 'status',
          visible: (r) => r.status !== 'ready',
          request: (r) => ({
            path: 'tafweej/change-camp-status',
            body: { token_tafweej: token, camp_id: r.id, status: 'ready' },
          }),
        },
        {
          key: 'notready',
          label: 'camps.actions.set_notready',
          confirm: 'status',
          visible: (r) => r.status === 'ready',
          request: (r) => ({
            path: 'tafweej/change-camp-status',
            body: { token_tafweej: token, camp_id: r.id, status: 'notready' },
          }),
        },
        {
          key: 'check',
          label: 'camps.actions.check_assign',
          icon: <SafetyOutlined />,
          onClick: (r) => void check(r),
        },
      ]}
      toolbar={
        <Button onClick={() => setToken(null)} data-testid="tafweej-end">
          {t('camps.actions.end_session')}
        </Button>
      }
    />
  );
}
