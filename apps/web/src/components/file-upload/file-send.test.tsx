import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { request } from '../../api/client';
import { toFormData } from '../../api/form-data';
import { server } from '../../test/msw-server';
import { fastUser } from '../../test/open-screen';
import { langs, renderScreen } from '../../test/render';
import { FileSend } from './file-send';

const send = (file: File) =>
  request<{ message: string }>('x/upload', { method: 'POST', body: toFormData({}, { file }) });

describe.each(langs)('FileSend (%s)', (lang) => {
  it('a refused upload shows the server’s words under the picker and leaves the list (issue 28 §5)', async () => {
    const refusal = lang === 'ar' ? 'نوع الملف غير مسموح' : 'This file type is not allowed';
    server.use(
      http.post('*/api/x/upload', () =>
        HttpResponse.json({ message: 'Please Check errors', errors: { file: [refusal] } }, { status: 422 }),
      ),
    );
    let done = 0;
    await renderScreen(
      <FileSend
        send={send}
        onDone={() => done++}
        types={['pdf']}
        label="Upload"
        testId="pick"
        buttonTestId="go"
      />,
      { lang },
    );
    const u = userEvent.setup({ delay: null, pointerEventsCheck: 0, applyAccept: false });
    const input = screen.getByTestId('pick-field').querySelector('input[type=file]') as HTMLInputElement;
    await u.upload(input, new File(['MZ'], 'virus.exe', { type: 'application/octet-stream' }));
    expect(screen.getByText('virus.exe')).toBeInTheDocument();
    await u.click(screen.getByTestId('go'));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('virus.exe')).toBeNull());
    expect(screen.getByTestId('go')).toBeDisabled();
    expect(done).toBe(0);
  });

  it('an accepted upload shows the server’s message, clears the picker and calls onDone', async () => {
    server.use(http.post('*/api/x/upload', () => HttpResponse.json({ message: 'Uploaded' })));
    let done = 0;
    await renderScreen(
      <FileSend
        send={send}
        onDone={() => done++}
        types={['pdf']}
        label="Upload"
        testId="pick"
        buttonTestId="go"
      />,
      { lang },
    );
    const u = fastUser();
    const input = screen.getByTestId('pick-field').querySelector('input[type=file]') as HTMLInputElement;
    await u.upload(input, new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' }));
    await u.click(screen.getByTestId('go'));
    await waitFor(() => expect(done).toBe(1));
    expect(screen.queryByText('receipt.pdf')).toBeNull();
  });
});
