import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { TempOrderView } from '@mashaer/contract';
import { TEMP_ORDER_WORKFLOW } from '@mashaer/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, request } from '../../api/client';
import { joinIsolated } from '../../components/bidi/join';
import { useConfirmAction } from '../../components/confirm-action/use-confirm-action';
import { DateText } from '../../components/date-text/date-text';
import { notice } from '../../components/notice/notice';
import { WorkflowDetails } from '../../components/workflow-screens/workflow-details';
import { currentLang } from '../../i18n/i18n';
import { DrawingUpload } from './licence-form/drawing-upload';
import { FormAnswers } from './licence-form/form-answers';
import { TEMP } from './temp-api';
import { tempOrderScreens } from './temp-order.workflow';

/** /temp-licenses-order/view/:id: the order, its answers (editable while pending), drawing, actions, timeline. */
export function TempOrderViewPage() {
  const { t } = useTranslation();
  const [askConfirm, holder] = useConfirmAction();
  // The owner's cancel is the withdraw button (DELETE destroy), not an action button.
  const mine = (r: TempOrderView) => r.allowed_actions.includes('cancel');
  const withdraw = (r: TempOrderView, refresh: () => Promise<void>) =>
    askConfirm({
      kind: 'status',
      action: TEMP_ORDER_WORKFLOW.actions.cancel.label[currentLang()],
      onConfirm: async () => {
        const res = await request<{ message?: string }>(TEMP.destroy(r.id), { method: 'DELETE' });
        if (res?.message) notice('success', res.message);
        await refresh();
      },
    });
  return (
    <>
      {holder}
      <WorkflowDetails<TempOrderView>
        area={tempOrderScreens}
        title={(r) => `${r.title} #${r.id}`}
        extra={(r, refresh) => (
          <>
            {r.licence && (
              <Link to={`/temp-licenses-order/ready/${r.id}`}>
                <Button icon={<SafetyCertificateOutlined />} data-testid="temp-print">
                  {t('licences.print_licence')}
                </Button>
              </Link>
            )}
            {mine(r) && (
              <Button danger onClick={() => void withdraw(r, refresh)} data-testid="temp-withdraw">
                {TEMP_ORDER_WORKFLOW.actions.cancel.label[currentLang()]}
              </Button>
            )}
          </>
        )}
        fields={(r) => [
          { label: 'licences.fields.camp', value: joinIsolated(r.camp_number, r.square_name) },
          { label: 'licences.fields.company', value: r.company_name },
          { label: 'licences.fields.created_at', value: <DateText value={r.created_at} /> },
          !!r.reject_reason && { label: 'licences.fields.rejection_reason', value: r.reject_reason },
          !!r.licence && {
            label: 'licences.temp.number',
            value: <span dir="ltr">{r.licence.license_number}</span>,
          },
        ]}
        panels={(r, refresh) => (
          <FormAnswers
            questions={r.questions}
            editable={mine(r)}
            submitLabel={t('licences.temp.save')}
            testId="temp-answers"
            onSubmit={async (answers) => {
              const res = await api.post<{ message: string }>(
                TEMP.update(r.id),
                { answers },
                { silent: true },
              );
              notice('success', res.message);
              await refresh();
            }}
          />
        )}
        attachments={(r) => mine(r) && <DrawingUpload path={TEMP.kroky(r.id)} testId="temp-kroky" />}
        actions={{ except: ['cancel'], path: (a, r) => TEMP.action(r.id)(a) }}
      />
    </>
  );
}
