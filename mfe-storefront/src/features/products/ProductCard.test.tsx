import { screen } from '@testing-library/react';
import { FEW_LEFT_SHOWN_AT } from '@greencart/contracts';
import { product } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProductCard } from './ProductCard';

describe('a product card and how many are left', () => {
  it('says "Only N left" when few of a tracked product remain', async () => {
    renderWithProviders(
      <ProductCard product={product({ _id: 'milk', name: 'Fresh Milk 1L', quantity: 3 })} />,
    );
    expect(await screen.findByText('Only 3 left')).toBeInTheDocument();
  });

  it('says nothing when plenty remain, the stock is not tracked, or it is sold out', async () => {
    renderWithProviders(
      <>
        <ProductCard
          product={product({ _id: 'rice', name: 'Rice', quantity: FEW_LEFT_SHOWN_AT + 1 })}
        />
        <ProductCard product={product({ _id: 'bread', name: 'Bread' })} />
        <ProductCard
          product={product({ _id: 'eggs', name: 'Eggs', quantity: 0, inStock: false })}
        />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Rice' })).toBeInTheDocument();
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();
  });
});
