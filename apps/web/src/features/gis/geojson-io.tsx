import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { GIS } from './api';

type Refused = { message: string; lines: string[] };

/**
 * A register list's GeoJSON import (the whole file or nothing; each refused feature named under
 * the button) and export (the caller's records as a FeatureCollection file).
 */
export function GeoJsonIo({ path }: { path: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [refused, setRefused] = useState<Refused | null>(null);

  const importFile = async (file: File) => {
    setRefused(null);
    try {
      const body = JSON.parse(await file.text()) as unknown;
      const answer = await api.post<{ message: string }>(GIS.importFile(path), body);
      message.success(answer.message);
      await client.invalidateQueries();
    } catch (e) {
      if (e instanceof ApiError) setRefused({ message: e.message, lines: Object.values(e.errors).flat() });
      else setRefused({ message: t('gis.import_unreadable'), lines: [] });
    }
    return false;
  };

  const exportFile = async () => {
    const fc = await api.post<unknown>(GIS.exportFile(path), {});
    const url = URL.createObjectURL(new Blob([JSON.stringify(fc)], { type: 'application/geo+json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${path}.geojson`;
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Space orientation="vertical">
      <Space>
        <Upload accept=".geojson,.json,application/geo+json" showUploadList={false} beforeUpload={importFile}>
          <Button icon={<UploadOutlined />} data-testid="geojson-import">
            {t('gis.actions.import')}
          </Button>
        </Upload>
        <Button icon={<DownloadOutlined />} onClick={exportFile} data-testid="geojson-export">
          {t('gis.actions.export')}
        </Button>
      </Space>
      {refused && (
        <Alert
          type="error"
          showIcon
          message={refused.message}
          description={refused.lines.map((l) => <div key={l}>{l}</div>)}
          data-testid="import-errors"
        />
      )}
    </Space>
  );
}
