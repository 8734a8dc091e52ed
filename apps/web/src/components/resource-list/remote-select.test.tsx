import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../test/msw-server';
import { langs, renderScreen } from '../../test/render';
import { RemoteSelect } from './remote-select';

const COMPANIES = [
  { value: 1, label: 'Al Rifada Hajj Office' },
  { value: 2, label: 'Makkah Services Co' },
  { value: 3, label: 'Rifada Camps' },
];

/** An options endpoint that filters by `?search=` as the API does; records every search asked. */
function optionsEndpoint() {
  const searches: string[] = [];
  server.use(
    http.get('*/api/general/companies/options', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      searches.push(search);
      const data = COMPANIES.filter((c) => c.label.toLowerCase().includes(search.toLowerCase()));
      return HttpResponse.json({ data });
    }),
  );
  return searches;
}

const optionTexts = () =>
  [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);

describe.each(langs)('RemoteSelect (%s)', (lang) => {
  it('asks the server for what is typed and offers only its answer', async () => {
    const searches = optionsEndpoint();
    const onChange = vi.fn();
    const user = userEvent.setup();
    await renderScreen(
      <RemoteSelect path="general/companies/options" onChange={onChange} data-testid="company" />,
      { lang },
    );
    const box = screen.getByRole('combobox');
    await user.click(box);
    await waitFor(() => expect(optionTexts()).toHaveLength(3));

    await user.type(box, 'rifada');
    await waitFor(() => expect(searches).toContain('rifada'));
    await waitFor(() => expect(optionTexts()).toEqual(['Al Rifada Hajj Office', 'Rifada Camps']));

    await user.click(screen.getByText('Rifada Camps'));
    expect(onChange).toHaveBeenCalledWith('3');
  });
});
