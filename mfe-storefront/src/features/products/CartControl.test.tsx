import { screen } from '@testing-library/react';
import { renderStorefront } from '../../test/renderWithProviders';

describe("a product card's cart control and the keyboard", () => {
  it('keeps focus on the control that replaces the pressed one, and merges repeated toasts', async () => {
    const { user } = renderStorefront({ route: '/products/vegetables' });
    const add = await screen.findByRole('button', { name: 'Add Tomato 1 kg to cart' });
    add.focus();
    await user.keyboard('{Enter}');
    const more = await screen.findByRole('button', { name: 'Add one more Tomato 1 kg' });
    expect(more).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    // One toast that counts, not three.
    expect(await screen.findByText('Added to Cart (×3)')).toBeInTheDocument();
    expect(screen.queryAllByText(/^Added to Cart/)).toHaveLength(1);
    const less = screen.getByRole('button', { name: 'Remove one Tomato 1 kg' });
    less.focus();
    await user.keyboard('{Enter}{Enter}{Enter}');
    expect(await screen.findByRole('button', { name: 'Add Tomato 1 kg to cart' })).toHaveFocus();
  });
});
