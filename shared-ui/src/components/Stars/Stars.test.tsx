import { render, screen } from '@testing-library/react';
import { Stars } from './Stars';
import { Price } from '../Price/Price';

describe('Stars', () => {
  it('has an accessible name saying the rating', () => {
    render(<Stars rating={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('reads the label it is given instead (an average with its count)', () => {
    render(<Stars rating={4.4} label="4.4 out of 5 (3 reviews)" />);
    expect(screen.getByRole('img', { name: '4.4 out of 5 (3 reviews)' })).toBeInTheDocument();
  });

  it('clamps the rating to the number of stars', () => {
    render(<Stars rating={9} max={5} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });
});

describe('Price', () => {
  it('shows the amount with the LKR prefix and two decimals', () => {
    render(<Price amount={122.4} />);
    expect(screen.getByText('LKR 122.40')).toBeInTheDocument();
  });

  it('strikes the original price and says so to screen readers', () => {
    const { container } = render(<Price amount={150} struck />);
    expect(screen.getByText('LKR 150.00').tagName).toBe('S');
    expect(container).toHaveTextContent('Original price: LKR 150.00');
  });
});
