import { screen, waitFor, within } from '@testing-library/react';
import { SYNONYM_MESSAGES, type SynonymGroup } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER } from '../../test/fixtures';
import type { RecordedRequest } from '@greencart/shared-ui/test';

const api = setupFakeApi();
const URL = '/api/seller/synonyms';

const listed = (groups: SynonymGroup[]) => ({ body: { success: true, groups } });

/** The server's answer to a save: the list as stored (lower case, as the service keeps it). */
const stored = (request: RecordedRequest) => {
  const { groups } = request.body as { groups: SynonymGroup[] };
  return listed(groups.map((g) => ({ terms: g.terms.map((t) => t.toLowerCase()) })));
};

beforeEach(() => {
  api()
    .on('GET', '/api/seller/is-auth', IS_SELLER)
    .on(
      'GET',
      URL,
      listed([
        { terms: ['capsicum', 'bell pepper'] },
        { terms: ['okra', "ladies' fingers", 'bandakka'] },
      ]),
    );
});

async function openScreen() {
  const view = renderSeller('/seller/search-synonyms');
  await screen.findByRole('heading', { name: 'Search synonyms' });
  await screen.findByLabelText('Group 1');
  return view;
}

describe('Search synonyms', () => {
  it('is in the sidebar and shows each group as a labelled field of comma-separated names', async () => {
    await openScreen();
    const nav = screen.getByRole('navigation', { name: 'Seller dashboard' });
    expect(within(nav).getByRole('link', { name: 'Search synonyms' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByLabelText('Group 1')).toHaveValue('capsicum, bell pepper');
    expect(screen.getByLabelText('Group 2')).toHaveValue("okra, ladies' fingers, bandakka");
    expect(screen.getByLabelText('Group 1')).toHaveAccessibleDescription(
      /Separate the names with commas/,
    );
  });

  it('removes a group with the keyboard, moving focus to the group before it', async () => {
    const { user } = await openScreen();
    // Group 1's field, its Remove button, group 2's field, its Remove button.
    await user.click(screen.getByLabelText('Group 1'));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove group 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByLabelText('Group 2')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Group 1')).toHaveFocus();
    expect(screen.getByText('Unsaved changes')).toHaveAttribute('role', 'status');
  });

  it('edits words, adds a group (its field takes focus) and saves the whole list', async () => {
    api().on('PUT', URL, stored);
    const { user } = await openScreen();
    const first = screen.getByLabelText('Group 1');
    await user.clear(first);
    await user.type(first, 'capsicum, bell pepper, Malu Miris');
    await user.click(screen.getByRole('button', { name: 'Add a group' }));
    const added = screen.getByLabelText('Group 3');
    expect(added).toHaveFocus();
    await user.type(added, 'coriander, cilantro');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Search synonyms saved')).toBeInTheDocument();
    expect(api().calls('PUT', URL)[0].body).toEqual({
      groups: [
        { terms: ['capsicum', 'bell pepper', 'Malu Miris'] },
        { terms: ['okra', "ladies' fingers", 'bandakka'] },
        { terms: ['coriander', 'cilantro'] },
      ],
    });
    // The list as the server keeps it replaces what was typed.
    expect(screen.getByLabelText('Group 1')).toHaveValue('capsicum, bell pepper, malu miris');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('refuses a group of one name before sending, beside that group, and skips empty new groups', async () => {
    api().on('PUT', URL, stored);
    const { user } = await openScreen();
    const second = screen.getByLabelText('Group 2');
    await user.clear(second);
    await user.type(second, 'okra');
    await user.click(screen.getByRole('button', { name: 'Add a group' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByLabelText('Group 2')).toHaveAccessibleDescription(
      expect.stringContaining(SYNONYM_MESSAGES.terms),
    );
    expect(screen.getByLabelText('Group 2')).toHaveFocus();
    expect(api().calls('PUT', URL)).toHaveLength(0);

    await user.type(screen.getByLabelText('Group 2'), ', bhindi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Search synonyms saved');
    // The empty third group was not sent.
    expect((api().calls('PUT', URL)[0].body as { groups: unknown[] }).groups).toHaveLength(2);
  });

  it('shows the server’s validation refusal beside the group it names', async () => {
    const refusal = SYNONYM_MESSAGES.term;
    api().on('PUT', URL, {
      status: 400,
      body: {
        success: false,
        code: 'COMMON.VALIDATION',
        message: refusal,
        field: 'groups.1.terms',
      },
    });
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Group 2')).toHaveAccessibleDescription(
        expect.stringContaining(refusal),
      ),
    );
    expect(screen.getByLabelText('Group 2')).toHaveFocus();
    expect(screen.getByLabelText('Group 1')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a refusal that names no group above the list', async () => {
    api().on('PUT', URL, {
      status: 400,
      body: { success: false, code: 'COMMON.VALIDATION', message: SYNONYM_MESSAGES.groups },
    });
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SYNONYM_MESSAGES.groups)).toHaveAttribute('role', 'alert');
  });

  it('offers to add the first group when the list is empty', async () => {
    api().on('GET', URL, listed([]));
    const { user } = renderSeller('/seller/search-synonyms');
    expect(await screen.findByText('No groups yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a group' }));
    expect(screen.getByLabelText('Group 1')).toHaveFocus();
  });

  it('offers a retry when the list cannot load', async () => {
    let failures = 1;
    api().on('GET', URL, () =>
      failures-- > 0
        ? { status: 500, body: { success: false, code: 'COMMON.INTERNAL', message: 'Down' } }
        : listed([{ terms: ['rocket', 'arugula'] }]),
    );
    const { user } = renderSeller('/seller/search-synonyms');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Group 1')).toHaveValue('rocket, arugula');
  });
});
