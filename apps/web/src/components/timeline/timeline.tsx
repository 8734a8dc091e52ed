import type { TimelineEvent } from '@mashaer/contract';
import { Timeline as AntTimeline, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLang } from '../../i18n/i18n';
import { DateText } from '../date-text/date-text';

/** Who did what, when (Gregorian and Hijri) and why, oldest first. */
export function Timeline({ events }: { events: readonly TimelineEvent[] }) {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'ar';
  const arrow = lang === 'ar' ? '←' : '→';
  return (
    <AntTimeline
      items={events.map((e) => ({
        key: e.id,
        children: (
          <Space orientation="vertical" size={0} data-testid="timeline-event">
            <Typography.Text strong>
              {e.from_status_text ? `${e.from_status_text} ${arrow} ` : ''}
              {e.to_status_text}
            </Typography.Text>
            <Typography.Text type="secondary">
              <bdi>{e.action_text}</bdi>
              {e.actor ? (
                <>
                  {' · '}
                  <bdi>{lang === 'en' ? e.actor.name_en : e.actor.name_ar}</bdi>
                </>
              ) : null}
              {' · '}
              <DateText value={e.created_at} withTime />
            </Typography.Text>
            {e.reason && <Typography.Text>{e.reason}</Typography.Text>}
          </Space>
        ),
      }))}
    />
  );
}
