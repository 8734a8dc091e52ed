import { Result } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInShell } from '../../components/page-state/in-shell';
import { HomeButton } from './home-button';

type Props = { status: '403' | '404'; title: string; text: string };

/** The 403 and 404 pages: antd's picture, the page's title and text, the way home. */
export function ErrorResult({ status, title, text }: Props) {
  const { t } = useTranslation();
  // On its own the page needs its h1; inside the shell the breadcrumb's title is the h1.
  const inShell = useInShell();
  const heading = t(title);
  const box = useRef<HTMLDivElement>(null);
  // antd's pictures carry English titles ("Unauthorized", "No Found") that a screen reader and a
  // hover read out: they say the page's title in the page's language instead.
  useLayoutEffect(() => {
    for (const el of box.current?.querySelectorAll('svg title') ?? []) el.textContent = heading;
  }, [heading]);
  return (
    <div ref={box}>
      <Result
        status={status}
        title={inShell ? heading : <h1 className="result-title">{heading}</h1>}
        subTitle={t(text)}
        extra={<HomeButton />}
      />
    </div>
  );
}
