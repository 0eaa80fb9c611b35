import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './Switch';

function StockSwitch({ onChange }: { onChange?: (value: boolean) => void }) {
  const [inStock, setInStock] = useState(true);
  return (
    <Switch
      checked={inStock}
      label="In stock: Fresh Apples"
      onChange={(value) => {
        setInStock(value);
        onChange?.(value);
      }}
    />
  );
}

describe('Switch', () => {
  it('is a named switch that reports its state', () => {
    render(<StockSwitch />);
    expect(screen.getByRole('switch', { name: 'In stock: Fresh Apples' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('flips with Space and Enter from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<StockSwitch onChange={onChange} />);
    await user.tab();
    const control = screen.getByRole('switch');
    expect(control).toHaveFocus();

    await user.keyboard(' ');
    expect(control).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Enter}');
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(onChange.mock.calls).toEqual([[false], [true]]);
  });

  it('does nothing when disabled', async () => {
    const onChange = jest.fn();
    render(<Switch checked={false} onChange={onChange} label="Stock" disabled />);
    await userEvent.click(screen.getByRole('switch', { name: 'Stock' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
