import { DollarOutlined, FileDoneOutlined, SendOutlined } from '@ant-design/icons';
import type { FormRow } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isWarningAnswer } from '../../../api/client';
import { notice } from '../../../components/notice/notice';
import type { ColumnDef, FilterDef, RowAction } from '../../../components/resource-list';
import { CreateLink, listOf, ResourceList, rowAction, searchFilter } from '../../../components/resource-list';
import { builderDataQuery, PATHS, sendForm } from '../api';
import { bi } from '../labels';

const columns: ColumnDef<FormRow>[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  {
    key: 'name',
    // the name in the reader's language (bi), not the Arabic field's label
    title: 'templates.name_column',
    sortable: true,
    render: (r) => bi(r, 'name'),
    text: (r) => bi(r, 'name'),
  },
  {
    key: 'type',
    title: 'templates.type',
    sortable: true,
    render: (r) => <Tag color="geekblue">{r.type_text}</Tag>,
    text: (r) => r.type_text,
  },
  { key: 'questions_count', title: 'templates.questions_count' },
  { key: 'signers_count', title: 'templates.signers_count' },
  { key: 'current_version', title: 'templates.version' },
];

const filters: FilterDef[] = [
  searchFilter('templates.search'),
  { name: 'type', label: 'templates.type', type: 'select' },
];

/** /forms: the forms, with their builder, prices and sending of general forms. */
export default function FormsListPage() {
  const { t } = useTranslation();
  const [sending, setSending] = useState<FormRow | null>(null);
  const actions: RowAction<FormRow>[] = [
    rowAction.edit('templates.edit', (r) => `/forms/update/${r.id}`),
    rowAction.link('prices', 'templates.prices', <DollarOutlined />, (r) => `/forms/questions-price/${r.id}`),
    {
      key: 'send',
      label: 'templates.send',
      icon: <SendOutlined />,
      visible: (r) => r.type === 'general',
      onClick: (r) => setSending(r),
    },
    rowAction.remove('templates.delete', (r) => PATHS.formDelete(r.id)),
  ];
  return (
    <>
      <ResourceList<FormRow>
        {...listOf(PATHS.forms, 'templates.routes.forms', columns, filters)}
        rowActions={actions}
        toolbar={
          <>
            <CreateLink to="/forms/create" label="templates.create_form" testId="form-create" />
            <Link to="/forms/fillings">
              <Button icon={<FileDoneOutlined />} data-testid="fillings-link">
                {t('templates.routes.fillings')}
              </Button>
            </Link>
          </>
        }
      />
      {sending && <SendDialog form={sending} onClose={() => setSending(null)} />}
    </>
  );
}

function SendDialog({ form, onClose }: { form: FormRow; onClose: () => void }) {
  const { t } = useTranslation();
  const data = useQuery(builderDataQuery());
  const [ids, setIds] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const answer = await sendForm(form.id, ids);
      if (!isWarningAnswer(answer)) notice('success', answer.message);
      onClose();
    } catch (e) {
      const errors = (e as { errors?: Record<string, string[]> }).errors;
      if (errors) notice('danger', Object.values(errors).flat().join(' — '));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={`${t('templates.send_title')}: ${bi(form, 'name')}`}
      onCancel={onClose}
      onOk={() => void send()}
      okText={t('templates.send')}
      okButtonProps={{ disabled: !ids.length, loading: busy, id: 'send-confirm' }}
      cancelText={t('common.cancel')}
    >
      <Select
        mode="multiple"
        style={{ width: '100%' }}
        value={ids}
        onChange={setIds}
        optionFilterProp="label"
        loading={data.isLoading}
        placeholder={t('templates.recipients')}
        options={(data.data?.data.users ?? []).map((u) => ({ value: Number(u.value), label: u.label }))}
        data-testid="send-users"
      />
    </Modal>
  );
}
