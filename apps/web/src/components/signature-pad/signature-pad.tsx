import { Button, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type SignaturePadLib from 'signature_pad';

type Props = {
  onChange: (dataUrl: string | null) => void;
  height?: number;
};

/** Signature drawing (signature_pad is loaded only when this widget mounts). */
export function SignaturePad({ onChange, height = 200 }: Props) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePadLib | null>(null);
  const [ready, setReady] = useState(false);
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    let cancelled = false;
    void import('signature_pad').then(({ default: Lib }) => {
      const el = canvas.current;
      if (cancelled || !el) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      el.width = el.offsetWidth * ratio;
      el.height = el.offsetHeight * ratio;
      el.getContext('2d')?.scale(ratio, ratio);
      const p = new Lib(el, { penColor: '#0b2e59' });
      p.addEventListener('endStroke', () => change.current(p.isEmpty() ? null : p.toDataURL('image/png')));
      pad.current = p;
      setReady(true);
    });
    return () => {
      cancelled = true;
      pad.current?.off();
      pad.current = null;
    };
  }, []);

  return (
    <Space orientation="vertical" className="signature-pad">
      <canvas
        ref={canvas}
        style={{ width: '100%', height, border: '1px dashed #8c8c8c', borderRadius: 8, touchAction: 'none' }}
        aria-label={t('profile.signature_draw')}
        data-testid="signature-canvas"
      />
      <Button
        disabled={!ready}
        onClick={() => {
          pad.current?.clear();
          onChange(null);
        }}
      >
        {t('profile.signature_clear')}
      </Button>
    </Space>
  );
}
