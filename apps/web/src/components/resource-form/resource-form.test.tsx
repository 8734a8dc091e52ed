import { ChangePasswordSchema, emailField } from '@mashaer/contract';
import { screen, waitFor } from '@testing-library/react';
import { Input } from 'antd';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { server } from '../../test/msw-server';
import { fastUser as user } from '../../test/open-screen';
import { langs, renderScreen } from '../../test/render';
import { FormField } from './form-context';
import { ResourceForm } from './resource-form';

const Schema = z.object({ name: z.string().trim().min(3).max(19), email: emailField });

function ListStub() {
  const flash = (useLocation().state as { flash?: string } | null)?.flash;
  return <div data-testid="list">LIST {flash}</div>;
}

const form = (mode: 'create' | 'edit' = 'create') => (
  <ResourceForm
    schema={Schema}
    mode={mode}
    loadPath={mode === 'edit' ? 'things/edit/4' : undefined}
    submitPath={mode === 'edit' ? 'things/update/4' : 'things/store'}
    listPath="/things"
  >
    <FormField name="name" label="register.name">
      <Input data-testid="f-name" />
    </FormField>
    <FormField name="email" label="register.email">
      <Input data-testid="f-email" />
    </FormField>
  </ResourceForm>
);

const T = {
  ar: {
    required: 'هذا الحقل مطلوب',
    min: 'يجب ألا يقل عن 3 أحرف',
    email: 'البريد الإلكتروني غير صالح',
    check: 'يرجى التحقق من الأخطاء قبل الإرسال',
  },
  en: {
    required: 'This field is required',
    min: 'Must be at least 3 characters',
    email: 'The e-mail is invalid',
    check: 'Please Check errors before submit',
  },
};

describe.each(langs)('ResourceForm (%s)', (lang) => {
  it('shows the contract rules under each field, in the language, with the form-level notice', async () => {
    const u = user();
    await renderScreen(form(), { lang, at: '/things/create' });
    await u.click(screen.getByTestId('form-submit'));
    expect(await screen.findAllByText(T[lang].required)).toHaveLength(2);
    expect(await screen.findByText(T[lang].check)).toBeInTheDocument();
    await u.type(screen.getByTestId('f-name'), 'ab');
    await u.type(screen.getByTestId('f-email'), 'nope');
    expect(await screen.findByText(T[lang].min)).toBeInTheDocument();
    expect(await screen.findByText(T[lang].email)).toBeInTheDocument();
  });

  it('puts server 422 errors under their fields', async () => {
    server.use(
      http.post('*/api/things/store', () =>
        HttpResponse.json(
          { message: 'invalid', errors: { email: ['The e-mail is already registered'] } },
          { status: 422 },
        ),
      ),
    );
    const u = user();
    await renderScreen(form(), { lang, at: '/things/create' });
    await u.type(screen.getByTestId('f-name'), 'Alice');
    await u.type(screen.getByTestId('f-email'), 'a@x.sa');
    await u.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('The e-mail is already registered')).toBeInTheDocument();
    expect(await screen.findByText(T[lang].check)).toBeInTheDocument();
  });

  it('creates, then goes to the list with the server message', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/things/store', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Added successfully', data: { id: 9 } }, { status: 201 });
      }),
    );
    const u = user();
    await renderScreen(form(), {
      lang,
      at: '/things/create',
      routes: [{ path: '/things', element: <ListStub /> }],
    });
    await u.type(screen.getByTestId('f-name'), ' Alice ');
    await u.type(screen.getByTestId('f-email'), 'A@X.SA');
    await u.click(screen.getByTestId('form-submit'));
    expect(await screen.findByTestId('list')).toHaveTextContent('LIST Added successfully');
    // the contract schema's transforms apply (trim, lower-case)
    expect(body).toEqual({ name: 'Alice', email: 'a@x.sa' });
  });

  it('edits: loads the record into the same form and saves it', async () => {
    server.use(
      http.get('*/api/things/edit/4', () => HttpResponse.json({ data: { name: 'Bob', email: 'bob@x.sa' } })),
      http.post('*/api/things/update/4', () => HttpResponse.json({ message: 'Updated successfully' })),
    );
    const u = user();
    await renderScreen(form('edit'), {
      lang,
      at: '/things/4/edit',
      routes: [{ path: '/things', element: <ListStub /> }],
    });
    await waitFor(() => expect(screen.getByTestId('f-name')).toHaveValue('Bob'));
    await u.click(screen.getByTestId('form-submit'));
    expect(await screen.findByTestId('list')).toHaveTextContent('Updated successfully');
  });

  it('checks a refined contract schema on the confirmation field', async () => {
    const u = user();
    await renderScreen(
      <ResourceForm schema={ChangePasswordSchema} mode="create" submitPath="p" listPath="/">
        <FormField name="current_password" label="profile.current_password">
          <Input data-testid="c" />
        </FormField>
        <FormField name="password" label="profile.new_password">
          <Input data-testid="p" />
        </FormField>
        <FormField name="password_confirmation" label="register.password_confirmation">
          <Input data-testid="pc" />
        </FormField>
      </ResourceForm>,
      { lang, at: '/p' },
    );
    await u.type(screen.getByTestId('c'), 'x');
    await u.type(screen.getByTestId('p'), 'weak');
    await u.type(screen.getByTestId('pc'), 'other');
    await u.click(screen.getByTestId('form-submit'));
    expect(
      await screen.findByText(
        lang === 'ar' ? /كلمة المرور من 8 إلى 12/ : /The password needs 8 to 12 characters/,
      ),
    ).toBeInTheDocument();
  });
});
