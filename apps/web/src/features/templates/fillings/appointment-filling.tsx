import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { PageSpinner } from '../../../components/page-state/page-states';
import { startAppointmentFormQuery } from '../api';
import FillPage from './fill-page';
import type { FillingScreenProps } from './filling-links';
import PrintPage from './print-page';
import SignPage from './sign-page';

/**
 * /appointments/:id/form/:form[/edit|/signature|/view] (spec 000 §2): the appointment's filling of
 * a delivery form (started on first use), shown here, under the appointment's address, by the
 * fill, sign and print screens of the templates engine.
 */
function appointmentFilling(Screen: ComponentType<FillingScreenProps>) {
  return function AppointmentFilling() {
    const { id = '', form = '' } = useParams();
    const { t } = useTranslation();
    const started = useQuery(startAppointmentFormQuery(id, form));
    if (started.isError)
      return (
        <Alert
          type="error"
          showIcon
          title={isApiError(started.error) ? started.error.message : t('templates.open_failed')}
          action={
            <Link to={`/appointments/${id}/form`}>
              <Button>{t('templates.back_to_forms')}</Button>
            </Link>
          }
        />
      );
    if (!started.data) return <PageSpinner />;
    const base = `/appointments/${id}/form/${form}`;
    const links = { fill: `${base}/edit`, sign: `${base}/signature`, print: `${base}/view` };
    return (
      <Screen
        key={started.data.data.filling_id}
        filling={String(started.data.data.filling_id)}
        links={links}
      />
    );
  };
}

export const AppointmentFillPage = appointmentFilling(FillPage);
export const AppointmentSignPage = appointmentFilling(SignPage);
export const AppointmentPrintPage = appointmentFilling(PrintPage);
