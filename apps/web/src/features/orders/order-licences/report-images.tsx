import type { FileType } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, InputNumber, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, refusalOf } from '../../../api/api-error';
import { request } from '../../../api/client';
import { toFormData } from '../../../api/form-data';
import { ActionField } from '../../../components/confirm-action/use-confirmed-post';
import { FileUpload } from '../../../components/file-upload/file-upload';
import { notice } from '../../../components/notice/notice';
import { ORDER_LICENCES, type Report, reportFilesQuery } from '../api';

/** The site image (with where it was taken) and the works photo, while the report is pending. */
export function ReportImages({ report, onDone }: { report: Report; onDone: () => unknown }) {
  const { t } = useTranslation();
  const files = useQuery(reportFilesQuery(report.id));
  const [file, setFile] = useState<File>();
  const [where, setWhere] = useState<{ lat?: number; lng?: number }>({});
  const [refused, setRefused] = useState<string[]>();
  const upload = async (slot: 'gis' | 'photo') => {
    if (!file) return;
    setRefused(undefined);
    try {
      const a = await request<{ message: string }>(
        slot === 'gis' ? ORDER_LICENCES.gisImage(report.id) : ORDER_LICENCES.photo(report.id),
        {
          method: 'POST',
          query: slot === 'gis' ? { lat: where.lat ?? '', lng: where.lng ?? '' } : undefined,
          body: toFormData({}, { file }),
        },
      );
      notice('success', a.message);
      setFile(undefined);
      await files.refetch();
      await onDone();
    } catch (e) {
      // A refused image leaves the list and says why under the picker.
      setFile(undefined);
      if (isApiError(e)) setRefused(refusalOf(e));
    }
  };
  const slots = files.data?.data.slots ?? [];
  return (
    <Card size="small" title={t('orders.report.images')} data-testid="report-images">
      <Space orientation="vertical">
        {slots.map((s) => (
          <div key={s.slot}>
            <bdi>{s.slot_text}</bdi>:{' '}
            {s.current ? (
              <Tag>{s.current.file_name}</Tag>
            ) : (
              <Typography.Text type="secondary">{t('orders.not_uploaded')}</Typography.Text>
            )}
          </div>
        ))}
        {report.lat !== null && (
          <Typography.Text>
            {t('orders.report.location')}: <bdi>{`${report.lat}, ${report.lng}`}</bdi>
          </Typography.Text>
        )}
        {report.status === 'pending' && report.allowed_actions.length === 0 && (
          <Space wrap>
            <ActionField errors={refused}>
              <FileUpload
                value={file}
                onChange={setFile}
                types={['png', 'jpeg', 'webp'] as FileType[]}
                testId="report-image"
              />
            </ActionField>
            <InputNumber
              placeholder={t('orders.report.lat')}
              aria-label={t('orders.report.lat')}
              min={-90}
              max={90}
              onChange={(v) => setWhere((w) => ({ ...w, lat: v ?? undefined }))}
            />
            <InputNumber
              placeholder={t('orders.report.lng')}
              aria-label={t('orders.report.lng')}
              min={-180}
              max={180}
              onChange={(v) => setWhere((w) => ({ ...w, lng: v ?? undefined }))}
            />
            <Button disabled={!file} onClick={() => void upload('gis')}>
              {t('orders.report.add_gis')}
            </Button>
            <Button disabled={!file} onClick={() => void upload('photo')}>
              {t('orders.report.add_photo')}
            </Button>
          </Space>
        )}
      </Space>
    </Card>
  );
}
