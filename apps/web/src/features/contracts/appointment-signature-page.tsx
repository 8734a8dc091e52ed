import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../api/client';
import { fetchListPage } from '../../api/list';
import { PageSpinner } from '../../components/page-state/page-states';
import { type ContractRow, PATHS } from './api';

/** /appointments/:id/signature: the contract of the appointment's assignment. */
export function AppointmentSignaturePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let live = true;
    void (async () => {
      const appt = await api.get<{ data: { assign_camp_id: number } }>(PATHS.appointment(id));
      const list = await fetchListPage<ContractRow>(
        PATHS.contracts,
        { assign_camps_id: appt.data.assign_camp_id, paginate: 1 },
        1,
      );
      const c = list.data.data[0];
      if (!live) return;
      if (c) void navigate(`/contructs/${c.id}`, { replace: true });
      else setMissing(true);
    })().catch(() => live && setMissing(true));
    return () => {
      live = false;
    };
  }, [id, navigate]);
  if (missing)
    return (
      <Alert
        type="info"
        showIcon
        title={t('contracts.no_contract')}
        action={
          <Link to="/contructs">
            <Button>{t('contracts.routes.contracts')}</Button>
          </Link>
        }
      />
    );
  return <PageSpinner />;
}
