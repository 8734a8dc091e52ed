import { DownloadOutlined } from '@ant-design/icons';
import type { Attachment } from '@mashaer/contract';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, List, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAuthorizedImage } from '../../api/authorized-image';
import { downloadAttachment } from '../../api/download';
import { QueryState } from '../../components/page-state/page-states';
import { latestGuidesQuery, latestNewsQuery, newsItemQuery } from './api';
import './news.css';

const api = (url: string) => url.replace(/^\/api\//, '');

/** An image or a video of a news item, read through its authorised route. */
function Media({ file, alt }: { file: Attachment; alt: string }) {
  const src = useAuthorizedImage(api(file.url)).data;
  if (!src) return <div className="news-media news-media-loading" />;
  return file.content_type.startsWith('video/') ? (
    // biome-ignore lint/a11y/useMediaCaption: the authority's uploads carry no caption track
    <video className="news-media" src={src} controls data-testid="news-video" />
  ) : (
    <img className="news-media" src={src} alt={alt} data-testid="news-image" />
  );
}

/** /news/:id: a news item with its main image, its other images and its video, for every user. */
export function NewsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const q = useQuery(newsItemQuery(id));
  const item = q.data?.data;
  if (q.isError || !item) return <QueryState query={q} />;
  const main = item.files.find((f) => f.slot === 'main_news_image');
  const others = item.files.filter((f) => f !== main);
  return (
    <Card variant="borderless" data-testid="news-page">
      <Typography.Title level={2}>{item.news_title}</Typography.Title>
      <Typography.Text type="secondary">{item.created_at.slice(0, 10)}</Typography.Text>
      {main && <Media file={main} alt={item.news_title} />}
      <Typography.Paragraph className="news-text">{item.news_description}</Typography.Paragraph>
      <Row gutter={[12, 12]}>
        {others.map((f, i) => (
          <Col key={f.id} xs={24} md={12}>
            <Media file={f} alt={`${item.news_title} ${i + 2}`} />
          </Col>
        ))}
      </Row>
      <Link to="/news">{t('cms.latest.all_news')}</Link>
    </Card>
  );
}

/**
 * The latest news and the engineering guides for every logged-in user: the /news page, and the panel
 * /dashboard shows (the app wires it there: `features/cms/latest-news.tsx` is its default export).
 */
export function LatestNews() {
  const { t } = useTranslation();
  const news = useQuery(latestNewsQuery(10));
  const guides = useQuery(latestGuidesQuery());
  return (
    <Row gutter={[16, 16]} data-testid="latest-news">
      <Col xs={24} lg={14}>
        <LatestCard
          title="cms.latest.news"
          empty="cms.latest.no_news"
          query={news}
          renderItem={(n) => (
            <List.Item>
              <List.Item.Meta
                title={<Link to={`/news/${n.id}`}>{n.news_title}</Link>}
                description={n.created_at.slice(0, 10)}
              />
            </List.Item>
          )}
        />
      </Col>
      <Col xs={24} lg={10}>
        <LatestCard
          title="cms.latest.guides"
          empty="cms.latest.no_guides"
          query={guides}
          renderItem={(g) => (
            <List.Item
              actions={g.files.map((f) => (
                <Button
                  key={f.id}
                  type="link"
                  icon={<DownloadOutlined />}
                  aria-label={`${t('cms.latest.download')} ${g.title}`}
                  onClick={() => void downloadAttachment(f.url, f.file_name)}
                />
              ))}
            >
              <List.Item.Meta title={g.title} description={g.description} />
            </List.Item>
          )}
        />
      </Col>
    </Row>
  );
}

/** One panel of the latest items: its list, or the read's error. */
function LatestCard<T>({
  title,
  empty,
  query,
  renderItem,
}: {
  title: string;
  empty: string;
  query: UseQueryResult<{ data: T[] }>;
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t(title)} variant="borderless">
      {query.isError ? (
        <QueryState query={query} />
      ) : (
        <List
          loading={query.isLoading}
          dataSource={query.data?.data ?? []}
          locale={{ emptyText: <Empty description={t(empty)} /> }}
          renderItem={renderItem}
        />
      )}
    </Card>
  );
}
