import { quantityLabel } from '@greencart/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantitySelect } from './QuantitySelect';
import { quantityOptions } from './quantityOptions';

function optionValues(): number[] {
  return screen.getAllByRole('option').map((option) => Number((option as HTMLOptionElement).value));
}

describe('QuantitySelect', () => {
  it('offers 1 to 9 for a small quantity', () => {
    render(<QuantitySelect value={3} onChange={() => undefined} label="Quantity of Apples" />);
    expect(optionValues()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(screen.getByRole('combobox', { name: 'Quantity of Apples' })).toHaveValue('3');
  });

  it('offers up to the current quantity when it is above 9', () => {
    render(<QuantitySelect value={12} onChange={() => undefined} />);
    expect(optionValues()).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(screen.getByRole('combobox', { name: 'Quantity' })).toHaveValue('12');
  });

  it('reports the chosen quantity as a number', async () => {
    const onChange = jest.fn();
    render(<QuantitySelect value={1} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox'), '7');
    expect(onChange).toHaveBeenCalledWith(7);
  });
});

describe('quantityOptions', () => {
  it('is 1…9 at least and 1…current above that', () => {
    expect(quantityOptions(1)).toHaveLength(9);
    expect(quantityOptions(9)).toHaveLength(9);
    expect(quantityOptions(10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('never offers more than `max` (units left), but keeps the current quantity visible', () => {
    expect(quantityOptions(1, 3)).toEqual([1, 2, 3]);
    expect(quantityOptions(5, 2)).toEqual([1, 2, 5]);
    expect(quantityOptions(1, 0)).toEqual([1]);
    expect(quantityOptions(1, 50)).toHaveLength(9);
  });
});

describe('QuantitySelect of a product sold by weight', () => {
  it('offers its steps as weights, labelled, and reports the number of steps', async () => {
    const onChange = jest.fn();
    render(
      <QuantitySelect
        value={1}
        max={5}
        onChange={onChange}
        label="Weight of Tomatoes"
        optionLabel={(steps) => quantityLabel(steps, { soldBy: 'weight', stepGrams: 250 })}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Weight of Tomatoes' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '250 g',
      '500 g',
      '750 g',
      '1 kg',
      '1.25 kg',
    ]);
    await userEvent.selectOptions(select, '750 g');
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
