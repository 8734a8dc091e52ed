import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { server } from '../../test/msw-server';
import { langs, renderScreen } from '../../test/render';
import { SignWithPassword } from './sign-with-password';

const T = {
  ar: {
    label: 'كلمة المرور',
    required: 'يرجى إدخال كلمة المرور',
    sign: 'توقيع',
    wrong: 'كلمة المرور غير صحيحة',
    noSig: 'احفظ توقيعك في الملف الشخصي قبل التوقيع',
    profile: 'افتح الملف الشخصي لحفظ توقيعك وختمك',
  },
  en: {
    label: 'Password',
    required: 'Please enter your password',
    sign: 'Sign',
    wrong: 'The password is incorrect',
    noSig: 'Save your signature on your profile before signing',
    profile: 'Open your profile to save your signature and stamp',
  },
};

/** The sign endpoint through the real HTTP client: answers by password. */
function signEndpoint(lang: 'ar' | 'en') {
  const passwords: string[] = [];
  server.use(
    http.post('*/api/general/contracts/sign-contract/5', async ({ request }) => {
      const { password } = (await request.json()) as { password: string };
      passwords.push(password);
      if (password === 'wrong')
        return HttpResponse.json({ message: 'x', errors: { password: [T[lang].wrong] } }, { status: 422 });
      if (password === 'nosig')
        return HttpResponse.json(
          { message: T[lang].noSig, errors: { signature: [T[lang].noSig] } },
          { status: 422 },
        );
      return HttpResponse.json({ message: 'Signed', data: {} });
    }),
  );
  return passwords;
}

const render = async (
  lang: 'ar' | 'en',
  onSign = vi.fn((p: string) =>
    api.post('general/contracts/sign-contract/5', { password: p }).then(() => undefined),
  ),
) => {
  await renderScreen(<SignWithPassword testid="sig" onSign={onSign} />, { lang });
  return onSign;
};

describe.each(langs)('SignWithPassword (%s)', (lang) => {
  it('labels in the language, the form in the language’s direction; an empty password is not sent', async () => {
    const onSign = await render(lang);
    expect(screen.getByText(T[lang].label)).toBeInTheDocument();
    const form = screen.getByTestId('sig-password').closest('form')!;
    expect(form.classList.contains('ant-form-rtl')).toBe(lang === 'ar');
    await userEvent.click(screen.getByTestId('sig-submit'));
    expect(await screen.findByText(T[lang].required)).toBeInTheDocument();
    expect(onSign).not.toHaveBeenCalled();
  });

  it('a wrong password: the server’s error under the field; the right one signs and clears the field', async () => {
    const sent = signEndpoint(lang);
    const onSign = await render(lang);
    const input = () => screen.getByTestId('sig-password');
    await userEvent.type(input(), 'wrong');
    await userEvent.click(screen.getByTestId('sig-submit'));
    expect(await screen.findByText(T[lang].wrong)).toBeInTheDocument();
    await userEvent.clear(input());
    await userEvent.type(input(), 'Demo@1234');
    await userEvent.click(screen.getByTestId('sig-submit'));
    await waitFor(() => expect(onSign).toHaveBeenCalledTimes(2));
    // (antd may swap the input element when the field's status changes: read it again.)
    await waitFor(() => expect((screen.getByTestId('sig-password') as HTMLInputElement).value).toBe(''));
    expect(sent).toEqual(['wrong', 'Demo@1234']);
    expect(screen.queryByText(T[lang].wrong)).not.toBeInTheDocument();
  });

  it('no stored signature: a warning with a link to the profile, not an error under the password', async () => {
    signEndpoint(lang);
    await render(lang);
    await userEvent.type(screen.getByTestId('sig-password'), 'nosig');
    await userEvent.click(screen.getByTestId('sig-submit'));
    const warning = await screen.findByTestId('sig-no-signature');
    expect(warning).toHaveTextContent(T[lang].noSig);
    expect(screen.getByRole('link', { name: T[lang].profile })).toHaveAttribute('href', '/profile');
    expect(screen.getByTestId('sig-password').closest('.ant-form-item-has-error')).toBeNull();
  });
});
